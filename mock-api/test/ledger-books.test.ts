import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transact } from '../src/db/transaction';
import { checkLedger, houseBalances } from '../src/domain/ledger/check';
import {
  InsufficientBalanceError,
  moveHouse,
  openWallet,
  post,
  transfer,
} from '../src/domain/ledger/ledger';
import { newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { userId, wallet } from './helpers/games';

describe('the books of the double-entry ledger', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The demo seed plays solos and challenges through the rules, closes and refunds some.
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const player = async (email: string) => {
    await newPlayer(t.app, email);
    return userId(t.app, email);
  };

  it('balances after the demo activity: every unit sums to zero, every wallet to its entries', async () => {
    expect(await checkLedger(t.app.db)).toEqual([]);
    const house = Object.fromEntries(
      (await houseBalances(t.app.db)).map((row) => [`${row.account}:${row.unit}`, row.balance]),
    );
    // The house gave credits and prizes, and consumed stakes and solo costs.
    expect(house['promotions:credits']).toBeLessThan(0);
    expect(house['prizes:fcfa']).toBeLessThan(0);
    expect(house['plays_consumed:credits']).toBeGreaterThan(0);
  });

  it('lets 50 spends at once on one account take only what it holds', async () => {
    const id = await player('fifty.spends@example.cm');
    await transact(t.app.db, (trx) =>
      post(trx, { userId: id, account: 'credits', amount: 17, kind: 'seed_grant', reference: 'x' }),
    );
    const start = (await wallet(t.app, id)).credits;
    const spends = Array.from({ length: 50 }, (_, i) =>
      transact(t.app.db, (trx) =>
        post(trx, {
          userId: id,
          account: 'credits',
          amount: -1,
          kind: 'play_stake',
          reference: `play:spend-${i}`,
        }),
      ).then(
        () => 'spent',
        (error: unknown) => {
          if (error instanceof InsufficientBalanceError) return 'refused';
          throw error;
        },
      ),
    );
    const outcomes = await Promise.all(spends);
    expect(outcomes.filter((o) => o === 'spent')).toHaveLength(start);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(50 - start);
    expect((await wallet(t.app, id)).credits).toBe(0);
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('moves credits between players once, never below zero', async () => {
    const sender = await player('ledger.sender@example.cm');
    const receiver = await player('ledger.receiver@example.cm');
    const before = { sender: await wallet(t.app, sender), receiver: await wallet(t.app, receiver) };
    const send = () =>
      transact(t.app.db, (trx) =>
        transfer(trx, {
          from: sender,
          to: receiver,
          account: 'credits',
          amount: 2,
          kind: 'credit_request',
          reference: 'request:1',
        }),
      );
    expect((await send()).applied).toBe(true);
    // A retry of the same request changes nothing.
    expect((await send()).applied).toBe(false);
    expect(await wallet(t.app, sender)).toEqual({
      ...before.sender,
      credits: before.sender.credits - 2,
    });
    expect(await wallet(t.app, receiver)).toEqual({
      ...before.receiver,
      credits: before.receiver.credits + 2,
    });
    const tooMuch = transact(t.app.db, (trx) =>
      transfer(trx, {
        from: sender,
        to: receiver,
        account: 'credits',
        amount: 1000,
        kind: 'credit_request',
        reference: 'request:2',
      }),
    );
    await expect(tooMuch).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect((await wallet(t.app, receiver)).credits).toBe(before.receiver.credits + 2);
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('finds what does not balance: a wallet changed outside the ledger, a stake left held', async () => {
    const id = await player('tampered@example.cm');
    await openWallet(t.app.db, id);
    await t.app.db.updateTable('wallets').set({ credits: 99 }).where('user_id', '=', id).execute();
    // The demo activity closed challenges: one of them is made to keep a stake.
    const closed = await t.app.db
      .selectFrom('challenges')
      .select('id')
      .where('is_active', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const held = await transact(t.app.db, (trx) =>
      moveHouse(trx, {
        from: 'promotions',
        to: 'stakes_held',
        unit: 'credits',
        amount: 5,
        // A stake held again for a closed challenge, as a bug would.
        kind: 'challenge_settled',
        reference: `challenge:${closed.id}`,
      }),
    );
    expect(held).toBe(true);
    expect(await checkLedger(t.app.db)).toEqual([
      expect.stringMatching(new RegExp(`^user ${id}: wallet 99 credits, entries 3$`)),
      `challenge ${closed.id} is closed and still holds 5 credits`,
    ]);
  });
});
