import { createHmac } from 'node:crypto';

/*
 * Each play sees the choices of a question in an order of its own, so that
 * players of one challenge cannot pass answers on by position ("the second
 * one"). The order is drawn from a keyed hash of the play and the question:
 * the same on every instance and after a reconnect without being stored,
 * and unknown to anyone without the server's key. Answers are kept, scored
 * and shown after the play in the stored order: only the live question and
 * the choice sent back for it are in the play's order.
 */

/** Bytes enough for `count` draws, from the key, the play and the question. */
function drawBytes(key: Buffer, playId: number, questionId: number, count: number): Buffer {
  const blocks: Buffer[] = [];
  for (let block = 0; blocks.length * 32 < count * 4; block += 1) {
    blocks.push(createHmac('sha256', key).update(`${playId}:${questionId}:${block}`).digest());
  }
  return Buffer.concat(blocks);
}

/**
 * The stored index of the choice shown at each position: order[shown] = stored.
 * A Fisher-Yates shuffle; 32-bit draws make the bias of the modulo negligible
 * for a handful of choices.
 */
export function choiceOrder(key: Buffer, playId: number, questionId: number, count: number) {
  const order = Array.from({ length: count }, (_, i) => i);
  const bytes = drawBytes(key, playId, questionId, count);
  for (let i = count - 1; i > 0; i -= 1) {
    const j = bytes.readUInt32BE((count - 1 - i) * 4) % (i + 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/** The choices as the play shows them. */
export const shownChoices = <T>(stored: readonly T[], order: readonly number[]): T[] =>
  order.map((index) => stored[index] as T);

/** Positions chosen on screen, as stored indexes; undefined for a position past the choices. */
export const storedIndexes = (shown: readonly number[], order: readonly number[]) =>
  shown.map((position) => order[position]);

/** Stored indexes as the play shows them (a saved choice sent back on recovery). */
export const shownIndexes = (stored: readonly number[], order: readonly number[]) =>
  stored.map((index) => order.indexOf(index));
