// The race suite: each money call sent many times at once, with one
// Idempotency-Key shared by every copy (one is applied, the others answer the
// same or IN_PROGRESS) and without (the rules hold: one order under way at a
// time, never below zero); sandbox callbacks replayed, forged, and sent while
// the order is still being started. Balances never go negative, the books
// balance.
//   node tests/reliability/races.mjs [--db=postgres] [--short] [--copies=N]
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  client,
  corrections,
  figure,
  freshDatabase,
  idOf,
  newAddress,
  playOver,
  signUpPlayer,
  sleep,
  startServer,
  tally,
} from './lib.mjs';

const COPIES = figure('copies', 5, 20);
const t = tally('race suite');
const db = await freshDatabase();
const server = await startServer(db);
let operations = 0;

/** `COPIES` copies of one call at once. */
async function atOnce(send) {
  operations += COPIES;
  return Promise.all(Array.from({ length: COPIES }, (_, i) => send(i)));
}

const statuses = (answers) => answers.map((a) => a.status).join(',');
const balances = async (player) => {
  const mine = (await player.get('/api/me/my-credits/')).json;
  return { credits: mine.number_of_credits, gains: mine.gains };
};
const keyed = (key) => ({ 'idempotency-key': key });

/** Waits until the player's purchases and cash-outs are settled (none under way). */
async function settled(player, ms = 15_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const credits = await player.get('/api/me/my-credits/');
    const gains = await player.get('/api/me/my-gains/');
    const [row] = await db.query(
      `select count(*) as n from credit_transactions t join users u on u.id = t.user_id
        where u.email = ? and t.status in ('INITIATED', 'PENDING')`,
      [player.username],
    );
    if (credits.status === 200 && !gains.json?.ongoing && Number(row.n) === 0) return true;
    await sleep(200);
  }
  return false;
}

let right;
let games = [];
let gameCursor = 0;
/** Wins solos until the player holds at least `fcfa` in gains. */
async function earn(player, fcfa) {
  for (let tries = 0; tries < 30 && (await balances(player)).gains < fcfa; tries += 1) {
    const game = games[gameCursor++ % games.length];
    if ((await balances(player)).credits < 2) {
      await player.put('/api/me/my-credits/', {
        number_of_units: 10,
        pack_type: 'basic',
        action: 'buy',
        payment_infos: { method: 'om', phone_number: '690000001' },
      });
      await settled(player);
    }
    await playOver(
      server,
      player.tokens.access,
      { game_id: String(game), type: 'solo' },
      { right },
    );
  }
  return (await balances(player)).gains;
}

const buy = (player, headers, phone = '690000001') =>
  player.put(
    '/api/me/my-credits/',
    {
      number_of_units: 10,
      pack_type: 'basic',
      action: 'buy',
      payment_infos: { method: 'om', phone_number: phone },
    },
    headers,
  );
const convert = (player, headers) =>
  player.put(
    '/api/me/my-credits/',
    { number_of_units: 1, pack_type: 'single', action: 'convert' },
    headers,
  );
const cashout = (player, headers) =>
  player.post('/api/me/my-gains/cashout/om/', { phone_number: '690000001' }, headers);

/** The answers of copies sharing a key: one applied, the others its answer or IN_PROGRESS. */
function oneAnswer(answers) {
  const applied = answers.filter((a) => a.status < 300);
  const others = answers.filter((a) => a.status >= 300);
  return (
    applied.length >= 1 &&
    new Set(applied.map((a) => a.text)).size === 1 &&
    others.every((a) => a.status === 409 && a.json?.status_message === 'IN_PROGRESS')
  );
}

try {
  right = await corrections(db);
  games = (await client(server).get('/api/games/get/latest/1/50/')).json.list.map((g) => g.id);

  // Buying.
  {
    const p = await signUpPlayer(server, 'buy');
    const before = await balances(p);
    const answers = await atOnce(() => buy(p, keyed('one-tap')));
    await settled(p);
    const after = await balances(p);
    t.check(
      `buy x${COPIES}, one key: one answer, the others the same or IN_PROGRESS`,
      oneAnswer(answers),
      statuses(answers),
    );
    t.check(
      'buy, one key: one purchase, credited once',
      after.credits === before.credits + 10,
      JSON.stringify({ before, after }),
    );
    const free = await signUpPlayer(server, 'buy');
    const start = await balances(free);
    const loose = await atOnce(() => buy(free));
    await settled(free);
    const ok = loose.filter((a) => a.status === 200).length;
    const end = await balances(free);
    t.check(
      `buy x${COPIES}, no key: one purchase under way at a time, the others NOT_ALLOWED`,
      ok >= 1 &&
        loose.every(
          (a) => a.status === 200 || (a.status === 403 && a.json.status_message === 'NOT_ALLOWED'),
        ),
      statuses(loose),
    );
    t.check(
      'buy, no key: credited exactly for the purchases answered',
      end.credits === start.credits + 10 * ok,
      JSON.stringify({ start, end, ok }),
    );
  }

  // Converting.
  {
    const p = await signUpPlayer(server, 'convert');
    const gains = await earn(p, 300);
    const before = await balances(p);
    const answers = await atOnce(() => convert(p, keyed('convert-once')));
    const after = await balances(p);
    t.check(`convert x${COPIES}, one key: one answer`, oneAnswer(answers), statuses(answers));
    t.check(
      'convert, one key: applied once',
      after.credits === before.credits + 1 && after.gains === before.gains - 100,
      JSON.stringify({ before, after }),
    );
    const loose = await atOnce((i) => convert(p, i % 2 ? keyed(randomUUID()) : undefined));
    const end = await balances(p);
    const ok = loose.filter((a) => a.status === 200).length;
    t.check(
      `convert x${COPIES}, own keys or none: as far as the gains go, never below zero`,
      end.gains >= 0 &&
        ok === Math.min(COPIES, Math.floor(after.gains / 100)) &&
        end.gains === after.gains - 100 * ok &&
        loose.every((a) => a.status === 200 || a.json?.status_message === 'INSUFFICIENT'),
      `${statuses(loose)} gains ${gains} -> ${end.gains}`,
    );
  }

  // Cashing out.
  for (const withKey of [true, false]) {
    const p = await signUpPlayer(server, 'cashout');
    await earn(p, 100);
    const before = await balances(p);
    const answers = await atOnce(() => cashout(p, withKey ? keyed('cash-out-once') : undefined));
    await settled(p);
    const [row] = await db.query(
      `select count(*) as n from cashouts c join users u on u.id = c.user_id where u.email = ?`,
      [p.username],
    );
    const after = await balances(p);
    t.check(
      `cash out x${COPIES}, ${withKey ? 'one key' : 'no key'}: one cash-out of all the gains`,
      Number(row.n) === 1 &&
        after.gains === 0 &&
        (withKey
          ? oneAnswer(answers)
          : answers.filter((a) => a.status === 200).length === 1 &&
            answers.every((a) => a.status === 200 || a.status === 403 || a.status === 400)),
      `${statuses(answers)}, ${row.n} cash-outs, gains ${before.gains} -> ${after.gains}`,
    );
  }

  // Accepting a credit request.
  for (const withKey of [true, false]) {
    const asker = await signUpPlayer(server, 'asker');
    const giver = await signUpPlayer(server, 'giver');
    const giverId = await idOf(giver);
    const sent = await asker.post(`/api/me/my-friends/request/${giverId}/send/`);
    await giver.get(`/api/me/my-friends/request/${sent.json.request.id}/accept/`);
    const asked = await asker.post('/api/me/my-credits/request/sender/init/', {
      receiver: giverId,
      number_of_units: 2,
    });
    const before = [await balances(asker), await balances(giver)];
    const answers = await atOnce(() =>
      giver.put(
        `/api/me/my-credits/request/receiver/accept/${asked.json.request.id}/`,
        { number_of_units: 2 },
        withKey ? keyed('give-once') : undefined,
      ),
    );
    const after = [await balances(asker), await balances(giver)];
    t.check(
      `credit request accept x${COPIES}, ${withKey ? 'one key' : 'no key'}: the credits move once`,
      after[0].credits === before[0].credits + 2 &&
        after[1].credits === before[1].credits - 2 &&
        (withKey
          ? oneAnswer(answers)
          : answers.filter((a) => a.status === 200).length === 1 &&
            answers.every((a) => a.status === 200 || a.status === 409)),
      `${statuses(answers)} ${JSON.stringify({ before, after })}`,
    );
  }

  // Starting a challenge.
  for (const withKey of [true, false]) {
    const p = await signUpPlayer(server, 'starter');
    const before = await balances(p);
    gameCursor += 1;
    const game = games[gameCursor % games.length];
    const answers = await atOnce(() =>
      p.post(
        '/api/games/challenge/start/',
        { number_of_energies: 2, game_id: game },
        withKey ? keyed('start-once') : undefined,
      ),
    );
    const after = await balances(p);
    const ids = new Set(answers.filter((a) => a.status < 300).map((a) => a.json.challenge_id));
    t.check(
      `challenge start x${COPIES}, ${withKey ? 'one key' : 'no key'}: one challenge, staked once`,
      ids.size === 1 &&
        after.credits === before.credits - 2 &&
        (!withKey || oneAnswer(answers)) &&
        answers.every((a) => a.status < 300 || a.status === 409),
      `${statuses(answers)} ${[...ids]} credits ${before.credits} -> ${after.credits}`,
    );
  }

  // Sandbox callbacks: replayed, forged, and sent while the order is being started.
  {
    const callback = (body, raw = false) => {
      operations += 1;
      return fetch(`${server.url}/api/payments/callback/sandbox/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
        body: raw ? body : JSON.stringify(body),
      }).then((r) => r.status);
    };
    // Ending in 5: paid, and the sandbox sends no callback of its own.
    const p = await signUpPlayer(server, 'callback');
    const before = await balances(p);
    const order = await buy(p, undefined, '690000005');
    const reference = order.json.transaction.reference;
    const replies = await Promise.all(
      Array.from({ length: COPIES }, () => callback({ reference })),
    );
    await settled(p);
    const after = await balances(p);
    t.check(
      `callback replayed x${COPIES}: the purchase credited once`,
      after.credits === before.credits + 10 && replies.every((s) => s < 500),
      `${replies} credits ${before.credits} -> ${after.credits}`,
    );
    const forged = await Promise.all([
      callback({ reference: randomUUID() }),
      callback({ reference: 'credit_transaction:1' }),
      callback({ reference: 42 }),
      callback({}),
      callback('{not json', true),
      callback({ reference, status: 'SUCCESSFULL', amount: 1_000_000 }),
    ]);
    await sleep(500);
    const still = await balances(p);
    t.check(
      'forged callbacks (unknown, malformed, replaying a settled order with an amount) change nothing and never answer 5xx',
      forged.every((s) => s < 500) && still.credits === after.credits,
      `${forged} credits ${after.credits} -> ${still.credits}`,
    );
    // During the start window: the callbacks arrive while the purchase call
    // is still under way, as soon as its order is stored.
    const q = await signUpPlayer(server, 'window');
    const start = await balances(q);
    const pending = buy(q, undefined, '690000006');
    let early = null;
    const until = Date.now() + 5000;
    while (!early && Date.now() < until) {
      const [row] = await db.query(
        `select t.reference from credit_transactions t join users u on u.id = t.user_id
          where u.email = ?`,
        [q.username],
      );
      early = row?.reference ?? null;
    }
    const windowReplies = early
      ? await Promise.all(Array.from({ length: COPIES }, () => callback({ reference: early })))
      : [];
    const answered = await pending;
    await settled(q);
    const end = await balances(q);
    t.check(
      `callbacks x${COPIES} during the start window: credited once`,
      early !== null &&
        answered.status === 200 &&
        end.credits === start.credits + 10 &&
        windowReplies.every((s) => s < 500),
      `${windowReplies} purchase ${answered.status} credits ${start.credits} -> ${end.credits}`,
    );
  }

  t.figure('concurrent copies per race', COPIES);
  t.figure('operations sent', operations);
  t.check('the server stops cleanly', (await server.stop({ keepData: true })) === 0);
  const ledger = spawnSync(process.execPath, ['mock-api/dist/ledger-check.js'], {
    cwd: new URL('../../', import.meta.url).pathname,
    env: { ...process.env, ...db.ledgerCheckEnv },
    encoding: 'utf8',
  });
  t.check('the books balance', ledger.status === 0, ledger.stdout);
  const [negative] = await db.query(
    `select (select count(*) from wallets where credits < 0 or gains < 0) +
      (select count(*) from ledger_entries where balance_after < 0) as n`,
  );
  t.check('no balance ever negative', Number(negative.n) === 0);
} catch (error) {
  t.check('race suite', false, String(error?.stack ?? error));
  await server.kill();
} finally {
  await db.drop();
}
t.done();
