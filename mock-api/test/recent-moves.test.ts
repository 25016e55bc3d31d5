import { describe, expect, it } from 'vitest';
import type { PlayRow } from '../src/domain/play/engine';
import { recentMoves } from '../src/domain/play/recent-moves';

/*
 * A socket builds the message of a move its instance just made from the move
 * itself (domain/play/recent-moves.ts): once, and only for a moment.
 */
describe('moves kept a moment for the play socket', () => {
  const play = (id: number, question: number) =>
    ({ id, current_question_id: question, is_active: 1 }) as PlayRow;

  it('gives a move once, to the first socket that hears it', () => {
    let time = 0;
    const moves = recentMoves(1000, () => time);
    moves.keep(1, { move: 'next_question', play: play(1, 2) });
    time = 5;
    expect(moves.take(1, 'next_question')?.play.current_question_id).toBe(2);
    expect(moves.take(1, 'next_question')).toBeUndefined();
  });

  it('keeps only the latest move of a play, and gives it only for a move of its kind', () => {
    const moves = recentMoves(1000, () => 0);
    moves.keep(1, { move: 'next_question', play: play(1, 2) });
    moves.keep(1, { move: 'next_question', play: play(1, 3) });
    expect(moves.size).toBe(1);
    expect(moves.take(1, 'play_score')).toBeUndefined();
    expect(moves.take(1, 'next_question')?.play.current_question_id).toBe(3);
  });

  it('drops moves nobody heard once their time is over', () => {
    let time = 0;
    const moves = recentMoves(1000, () => time);
    moves.keep(1, { move: 'next_question', play: play(1, 2) });
    moves.keep(2, { move: 'next_question', play: play(2, 7) });
    time = 1500;
    expect(moves.take(2, 'next_question')).toBeUndefined();
    // A new move clears the expired ones: nothing piles up for sockets elsewhere.
    moves.keep(3, { move: 'play_score', play: play(3, 1) });
    expect(moves.size).toBe(1);
  });
});
