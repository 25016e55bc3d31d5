import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../src/db/time';
import { awardBadges, awardBadgesOf } from '../src/domain/badges/award';
import { newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { badgeTypeRow } from './helpers/badges';
import { createGame, makeFriends, userId, wallet } from './helpers/games';

describe('badges are awarded by their rule', () => {
  let t: TestApp;
  let me: number;
  beforeAll(async () => {
    t = await buildTestApp();
    await newPlayer(t.app, 'collector@example.cm');
    me = await userId(t.app, 'collector@example.cm');
    await t.app.db
      .insertInto('badge_types')
      .values([
        badgeTypeRow('plays', 1, 2, 'first'),
        badgeTypeRow('perfect_scores', 1, 0, 'perfect'),
        badgeTypeRow('friends', 2, 1, 'social'),
        badgeTypeRow('solo_wins', 5, 0, 'far'),
      ])
      .execute();
  });
  afterAll(() => t.close());

  async function finishedPlay(note: number) {
    const game = await createGame(t.app);
    await t.app.db
      .insertInto('plays')
      .values({
        user_id: me,
        game_id: game.id,
        type: 'solo',
        note,
        is_active: 0,
        is_winner: note >= 4 ? 1 : 0,
        started_at: isoNow(),
      })
      .execute();
  }

  it('gives nothing before the threshold', async () => {
    expect(await awardBadges(t.app.db, me)).toEqual([]);
  });

  it('gives a badge once its count is reached, with its credits once', async () => {
    await finishedPlay(6);
    const before = (await wallet(t.app, me)).credits;
    const earned = await awardBadges(t.app.db, me);
    const codes = await t.app.db
      .selectFrom('badge_types')
      .select('code_en')
      .where('id', 'in', earned)
      .execute();
    expect(codes.map((c) => c.code_en).sort()).toEqual(['first', 'perfect']);
    expect((await wallet(t.app, me)).credits).toBe(before + 2);
    expect(await awardBadges(t.app.db, me)).toEqual([]);
    expect((await wallet(t.app, me)).credits).toBe(before + 2);
    const notes = await t.app.db
      .selectFrom('notifications')
      .select(['message_en', 'message_fr'])
      .where('user_id', '=', me)
      .where('kind', '=', 'badge')
      .orderBy('message_en')
      .execute();
    expect(notes).toHaveLength(2);
    // The badge that pays says so, counted right; the other says nothing of credits.
    const paying = notes.find((note) => note.message_en.includes('credit'));
    expect(paying?.message_en).toMatch(/: 2 credits added to your account\.$/);
    expect(paying?.message_fr).toMatch(/ : 2 crédits ajoutés à votre compte\.$/);
    expect(notes.filter((note) => /crédit/.test(note.message_fr))).toHaveLength(1);
  });

  it('counts friends for the social badge', async () => {
    for (const email of ['f1@example.cm', 'f2@example.cm']) {
      await newPlayer(t.app, email);
      await makeFriends(t.app, me, await userId(t.app, email));
    }
    const earned = await awardBadges(t.app.db, me);
    expect(earned).toHaveLength(1);
  });

  it('gives nothing for an inactive badge type', async () => {
    await t.app.db
      .updateTable('badge_types')
      .set({ is_active: 0 })
      .where('code_en', '=', 'far')
      .execute();
    for (let i = 0; i < 5; i += 1) await finishedPlay(5);
    expect(await awardBadges(t.app.db, me)).toEqual([]);
  });

  it('checks several players at once, each given their own badges', async () => {
    const emails = ['batch-a@example.cm', 'batch-b@example.cm'];
    for (const email of emails) await newPlayer(t.app, email);
    const [first, second] = await Promise.all(emails.map((email) => userId(t.app, email)));
    // The first has played, the second not.
    const game = await createGame(t.app);
    await t.app.db
      .insertInto('plays')
      .values({
        user_id: first as number,
        game_id: game.id,
        type: 'solo',
        note: 1,
        is_active: 0,
        started_at: isoNow(),
      })
      .execute();
    const given = await awardBadgesOf(t.app.db, [first as number, second as number, me]);
    const codes = await t.app.db
      .selectFrom('badge_types')
      .select('code_en')
      .where('id', 'in', given.get(first as number) ?? [0])
      .execute();
    expect(codes.map((c) => c.code_en)).toEqual(['first']);
    expect(given.get(second as number) ?? []).toEqual([]);
    // Those already given are not given again.
    expect(given.get(me) ?? []).toEqual([]);
  });
});
