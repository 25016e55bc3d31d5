import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { demoAccounts } from '../src/db/seed/accounts';
import { verifyPassword } from '../src/domain/accounts/passwords';
import { isOpaqueKey, opaqueChoicePictures } from '../src/domain/games/opaque-choices';
import { buildTestApp, productionEnv, type TestApp } from './helpers/app';

/** A column pair of one text in French and English: name_fr and name_en. */
type Row = Record<string, unknown>;

/** Texts of one language: a text, or a JSON list of them (choices). */
function textsOf(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  if (text.startsWith('[')) {
    try {
      const list = JSON.parse(text);
      if (Array.isArray(list)) return list.map(String);
    } catch {}
  }
  return [text];
}

/**
 * Rows of a table whose bilingual texts lack a language: for each _fr column
 * with its _en twin, both absent (an optional text) or both written, every
 * choice of a list in both. Picture questions alone may leave their English
 * choices empty: the images serve both languages.
 */
function bilingualFaults(table: string, columns: string[], rows: Row[]): string[] {
  const pairs = columns
    .filter((name) => name.endsWith('_fr') && columns.includes(`${name.slice(0, -3)}_en`))
    .map((name) => name.slice(0, -3));
  const faults: string[] = [];
  for (const row of rows) {
    for (const base of pairs) {
      const fr = textsOf(row[`${base}_fr`]);
      const en = textsOf(row[`${base}_en`]);
      if (fr === null && en === null) continue;
      const pictures = base === 'choice_values' && String(row.type).startsWith('p');
      const lacking =
        fr === null ||
        en === null ||
        fr.some((text) => text.trim() === '') ||
        (pictures && en.length === 0 ? false : en.length !== fr.length) ||
        en.some((text) => text.trim() === '');
      if (lacking) faults.push(`${table} ${String(row.id)}: ${base}`);
    }
  }
  return faults;
}

describe('seeded database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const db = () => t.app.db;

  it('has at least 8 game indexes with icon, image and cover', async () => {
    const rows = await db().selectFrom('game_indexes').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      for (const path of [row.icon, row.image, row.cover_image]) {
        expect(path).toBeTruthy();
        expect(existsSync(join(t.config.DATA_DIR, 'uploads', path as string))).toBe(true);
      }
    }
  });

  it('has at least 40 games of 10 or more questions, each in at least one index', async () => {
    const games = await db()
      .selectFrom('games')
      .leftJoin('questions', 'questions.game_id', 'games.id')
      .select(['games.id', (eb) => eb.fn.count<number>('questions.id').as('questions')])
      .groupBy('games.id')
      .execute();
    expect(games.length).toBeGreaterThanOrEqual(40);
    for (const game of games) expect(Number(game.questions)).toBeGreaterThanOrEqual(10);
    const unindexed = await db()
      .selectFrom('games')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('game_game_indexes')
              .select('game_id')
              .whereRef('game_id', '=', 'games.id'),
          ),
        ),
      )
      .select('id')
      .execute();
    expect(unindexed).toEqual([]);
  });

  it('covers all six question types with well-formed corrections', async () => {
    const questions = await db().selectFrom('questions').selectAll().execute();
    expect(new Set(questions.map((q) => q.type))).toEqual(
      new Set(['sc', 'mc', 'moc', 'psc', 'pmc', 'pmoc']),
    );
    for (const q of questions) {
      const en: string[] = JSON.parse(q.choice_values_en);
      const fr: string[] = JSON.parse(q.choice_values_fr);
      const correction: number[] = JSON.parse(q.correction_ids);
      expect(en.length).toBe(fr.length);
      expect(correction.every((i) => Number.isInteger(i) && i >= 0 && i < en.length)).toBe(true);
      expect(new Set(correction).size).toBe(correction.length);
      if (q.type === 'sc' || q.type === 'psc') expect(correction).toHaveLength(1);
      if (q.type === 'moc' || q.type === 'pmoc') expect(correction).toHaveLength(en.length);
      if (q.type.startsWith('p')) {
        for (const picture of en)
          expect(existsSync(join(t.config.DATA_DIR, 'uploads', picture))).toBe(true);
      }
    }
  });

  it('keeps picture choices under keys that say nothing of them, the named copies gone', async () => {
    const pictures = await db()
      .selectFrom('questions')
      .select(['choice_values_en', 'choice_values_fr'])
      .where('type', 'in', ['psc', 'pmc', 'pmoc'])
      .execute();
    expect(pictures.length).toBeGreaterThan(0);
    for (const q of pictures) {
      for (const key of [...JSON.parse(q.choice_values_en), ...JSON.parse(q.choice_values_fr)]) {
        expect(isOpaqueKey(key), key).toBe(true);
        expect(key).not.toMatch(/saturn|flags|planets|balls|cm\.svg/);
        const res = await t.app.inject({ method: 'GET', url: `/media/${key}` });
        expect(res.statusCode, key).toBe(200);
      }
    }
    const named = await t.app.inject({
      method: 'GET',
      url: '/media/seed/pictures/planets/saturn.svg',
    });
    expect(named.statusCode).toBe(404);
  });

  it('has quotes, badges in three colours, four credit packs and ads in every space', async () => {
    const quotes = await db().selectFrom('quotes').select('id').execute();
    expect(quotes.length).toBeGreaterThanOrEqual(20);
    const colours = await db().selectFrom('badge_types').select('color').distinct().execute();
    expect(new Set(colours.map((c) => c.color))).toEqual(new Set(['gold', 'silver', 'bronze']));
    const packs = await db().selectFrom('credit_packs').select('code').execute();
    expect(new Set(packs.map((p) => p.code))).toEqual(
      new Set(['single', 'basic', 'normal', 'premium']),
    );
    const spaces = await db()
      .selectFrom('ads')
      .innerJoin('ad_partners', 'ad_partners.id', 'ads.ad_partner_id')
      .where('ads.is_active', '=', 1)
      .where('ad_partners.is_active', '=', 1)
      .select('ads.type')
      .distinct()
      .execute();
    expect(new Set(spaces.map((s) => s.type))).toEqual(new Set([1, 2, 3]));
  });

  it('gives the demo players the badges their plays earned', async () => {
    const holders = await db().selectFrom('user_badges').select('user_id').distinct().execute();
    expect(holders.length).toBeGreaterThan(3);
  });

  it('serves seed pictures from the media store', async () => {
    const index = await db().selectFrom('game_indexes').select('icon').executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'GET', url: `/media/${index.icon}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });

  it('creates one demo account per role, with hashed passwords that verify', async () => {
    for (const account of demoAccounts) {
      const user = await db()
        .selectFrom('users')
        .leftJoin('managers', 'managers.user_id', 'users.id')
        .select(['users.password_hash', 'users.on_manager_mode', 'managers.role'])
        .where('users.email', '=', account.email)
        .executeTakeFirstOrThrow();
      expect(user.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(await verifyPassword(user.password_hash, account.password)).toBe(true);
      expect(user.role ?? undefined).toBe(account.role);
      // Managers start in admin mode (the back office), players in player mode.
      expect(user.on_manager_mode, account.email).toBe(account.role ? 1 : 0);
    }
    const roles = demoAccounts.map((a) => a.role).filter(Boolean);
    expect(new Set(roles)).toEqual(new Set(['supermanager', 'gamesmanager', 'paymentsmanager']));
  });

  it('gives the demo player friends, and credits and gains that match the ledger', async () => {
    const player = await db()
      .selectFrom('users')
      .innerJoin('wallets', 'wallets.user_id', 'users.id')
      .select(['users.id', 'wallets.credits', 'wallets.gains'])
      .where('users.email', '=', 'player@quiz.cm')
      .executeTakeFirstOrThrow();
    expect(player.credits).toBeGreaterThan(0);
    expect(player.gains).toBeGreaterThan(0);
    const friends = await db()
      .selectFrom('friendships')
      .select('friend_id')
      .where('user_id', '=', player.id)
      .execute();
    expect(friends.length).toBeGreaterThanOrEqual(3);

    const sums = await db()
      .selectFrom('ledger_entries')
      .select(['account', sql<number>`sum(amount)`.as('total')])
      .where('user_id', '=', player.id)
      .groupBy('account')
      .execute();
    const byAccount = Object.fromEntries(sums.map((s) => [s.account, Number(s.total)]));
    expect(byAccount).toEqual({ credits: player.credits, gains: player.gains });
  });

  it('plays, pays and closes the demo activity by the rules of live play', async () => {
    // Challenges closed by the closing job, at their closing time, each
    // participant told the outcome.
    const closed = await db()
      .selectFrom('challenges')
      .selectAll()
      .where('is_active', '=', 0)
      .execute();
    expect(closed).toHaveLength(3);
    for (const challenge of closed) {
      expect(challenge.closed_at).toBe(challenge.closes_at);
      const plays = await db()
        .selectFrom('plays')
        .select(['user_id', 'is_winner'])
        .where('challenge_id', '=', challenge.id)
        .execute();
      const told = await db()
        .selectFrom('notifications')
        .select(['user_id', 'kind'])
        .where('kind', 'in', ['challenge_won', 'challenge_lost'])
        .where(
          'user_id',
          'in',
          plays.map((play) => play.user_id),
        )
        .where('created_at', '>=', challenge.closes_at)
        .execute();
      for (const play of plays) {
        const kind = play.is_winner ? 'challenge_won' : 'challenge_lost';
        expect(told).toContainEqual({ user_id: play.user_id, kind });
      }
    }
    // The demo player's invitation was sent as a player sends one: with its notification.
    const player = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'player@quiz.cm')
      .executeTakeFirstOrThrow();
    const invitations = await db()
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', player.id)
      .where('kind', '=', 'challenge_invitation')
      .execute();
    expect(invitations).toHaveLength(1);
    // Every answer was served with the server's deadline and scored when it ended.
    const unscored = await db()
      .selectFrom('answers')
      .innerJoin('plays', 'plays.id', 'answers.play_id')
      .select('answers.id')
      .where((eb) => eb.or([eb('answers.answered_at', 'is', null), eb('plays.is_active', '=', 1)]))
      .execute();
    expect(unscored).toEqual([]);
    // Every wallet is what its ledger says.
    const wallets = await db()
      .selectFrom('wallets')
      .select(['user_id', 'credits', 'gains'])
      .execute();
    const sums = await db()
      .selectFrom('ledger_entries')
      .select(['user_id', 'account', sql<number>`sum(amount)`.as('total')])
      .groupBy(['user_id', 'account'])
      .execute();
    const total = (userId: number, account: string) =>
      Number(sums.find((s) => s.user_id === userId && s.account === account)?.total ?? 0);
    for (const wallet of wallets) {
      expect([wallet.credits, wallet.gains]).toEqual([
        total(wallet.user_id, 'credits'),
        total(wallet.user_id, 'gains'),
      ]);
    }
  });

  it('finds a text lacking a language, and the seed has none: every bilingual text in both', async () => {
    const columns = [
      'id',
      'type',
      'label_fr',
      'label_en',
      'choice_values_fr',
      'choice_values_en',
      'explanation_fr',
      'explanation_en',
    ];
    const good = {
      id: 1,
      type: 'sc',
      label_fr: 'Quoi ?',
      label_en: 'What?',
      choice_values_fr: '["a","b"]',
      choice_values_en: '["a","b"]',
      explanation_fr: null,
      explanation_en: null,
    };
    expect(
      bilingualFaults('questions', columns, [
        good,
        { ...good, id: 2, type: 'psc', choice_values_en: '[]' },
      ]),
    ).toEqual([]);
    expect(
      bilingualFaults('questions', columns, [
        { ...good, id: 3, label_en: ' ' },
        { ...good, id: 4, choice_values_en: '["a",""]' },
        { ...good, id: 5, explanation_fr: 'Parce que.' },
        { ...good, id: 6, choice_values_en: '[]' },
      ]),
    ).toEqual([
      'questions 3: label',
      'questions 4: choice_values',
      'questions 5: explanation',
      'questions 6: choice_values',
    ]);

    // The tables by name only: a row's own keys name the columns, on either database.
    const tables = await db().introspection.getTables();
    const faults: string[] = [];
    let pairs = 0;
    for (const table of tables) {
      const rows = (await sql<Row>`select * from ${sql.table(table.name)}`.execute(db())).rows;
      const columns = Object.keys(rows[0] ?? {});
      if (
        !columns.some((name) => name.endsWith('_fr') && columns.includes(`${name.slice(0, -3)}_en`))
      )
        continue;
      pairs += 1;
      faults.push(...bilingualFaults(table.name, columns, rows));
    }
    // games, questions, game indexes, badge types, quotes, notifications... hold texts in both.
    expect(pairs).toBeGreaterThanOrEqual(5);
    expect(faults).toEqual([]);
  });

  it('keeps the data and seeds nothing again on a second start', async () => {
    const before = await db()
      .selectFrom('games')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const marker = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'aicha@quiz.cm')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('users')
      .set({ player_name: 'Renamed' })
      .where('id', '=', marker.id)
      .execute();

    const again = await buildApp({
      config: t.config,
      pgSchema: t.database.pgSchema,
      logger: false,
    });
    await again.ready();
    try {
      const after = await again.db
        .selectFrom('games')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      const user = await again.db
        .selectFrom('users')
        .select('player_name')
        .where('id', '=', marker.id)
        .executeTakeFirstOrThrow();
      expect(user.player_name).toBe('Renamed');
      const players = await again.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'player@quiz.cm')
        .execute();
      expect(players).toHaveLength(1);
    } finally {
      await again.close();
    }
  });
});

describe('seeding in production', () => {
  const demoUsers = (t: TestApp) =>
    t.app.db
      .selectFrom('users')
      .select('email')
      .where(
        'email',
        'in',
        demoAccounts.map((account) => account.email),
      )
      .execute();

  it('creates no demo account, no demo catalogue, unless SEED=true is set', async () => {
    // An empty SEED is "not set": the default of production applies.
    const t = await buildTestApp({ env: { ...productionEnv, SEED: '' } });
    try {
      expect(t.config.SEED).toBe(false);
      expect(await demoUsers(t)).toEqual([]);
      expect(await t.app.db.selectFrom('games').select('id').execute()).toEqual([]);
      // Reference data every database needs is there all the same.
      const packs = await t.app.db.selectFrom('credit_packs').select('code').execute();
      expect(packs).toHaveLength(4);
    } finally {
      await t.close();
    }
  });

  it('creates the demo accounts when SEED=true is set explicitly', async () => {
    const t = await buildTestApp({ env: { ...productionEnv, SEED: 'true' } });
    try {
      expect(await demoUsers(t)).toHaveLength(demoAccounts.length);
    } finally {
      await t.close();
    }
  });
});

describe('picture choices of a database made before opaque keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('renames named choices once, keeps random ids and missing objects, and serves the renamed', async () => {
    const store = t.app.mediaStore;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const uploaded = 'games/0b7d1f52-3c1e-4c55-9a53-2f0d7a3c9e10.webp';
    await store.put('seed/pictures/planets/saturn.svg', svg, 'image/svg+xml');
    await store.put('seed/pictures/planets/mars.svg', svg, 'image/svg+xml');
    await store.put(uploaded, svg, 'image/webp');
    const choices = [
      'seed/pictures/planets/saturn.svg',
      uploaded,
      'seed/pictures/planets/mars.svg',
      'seed/pictures/lost.svg',
    ];
    const game = await t.app.db
      .insertInto('games')
      .values({
        title_en: 'Planets',
        title_fr: 'Planètes',
        question_duration_sec: 30,
        is_active: 1,
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const question = await t.app.db
      .insertInto('questions')
      .values({
        game_id: game.id,
        rank: 1,
        type: 'psc',
        label_en: 'Which one is Saturn?',
        label_fr: 'Laquelle est Saturne ?',
        choice_values_en: JSON.stringify(choices),
        choice_values_fr: JSON.stringify(choices),
        correction_ids: '[0]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect(await opaqueChoicePictures(t.app.db, store)).toBe(2);
    const row = await t.app.db
      .selectFrom('questions')
      .selectAll()
      .where('id', '=', question.id)
      .executeTakeFirstOrThrow();
    const [saturn, kept, mars, lost] = JSON.parse(row.choice_values_en) as string[];
    expect(saturn).toMatch(/^choices\/[0-9a-f-]{36}\.svg$/);
    expect(mars).toMatch(/^choices\/[0-9a-f-]{36}\.svg$/);
    expect(saturn).not.toBe(mars);
    expect(kept).toBe(uploaded);
    // No object to move: left as it was rather than pointing at nothing.
    expect(lost).toBe('seed/pictures/lost.svg');
    expect(JSON.parse(row.choice_values_fr)).toEqual(JSON.parse(row.choice_values_en));
    expect((await store.get(saturn as string))?.bytes.equals(svg)).toBe(true);
    expect(await store.exists('seed/pictures/planets/saturn.svg')).toBe(false);
    const served = await t.app.inject({ method: 'GET', url: `/media/${saturn}` });
    expect(served.statusCode).toBe(200);
    // A second start finds nothing more to do.
    expect(await opaqueChoicePictures(t.app.db, store)).toBe(0);
  });
});
