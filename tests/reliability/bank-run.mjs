// The bank run: many players sign up, buy credits with every sandbox
// outcome, play solos, start and join challenges with stakes, convert
// winnings, send credits to friends and cash out, all at once, while the
// server is killed with SIGKILL again and again and restarted on the same
// data. Each restart moves the server's clock a day on, so the challenges
// opened before the kill fall due while it was down and close after. Then,
// with the server stopped, the database is read: every unit is traced, the
// books balance, nothing is negative or applied twice, nothing the server
// acknowledged is lost, and every due challenge closed and paid once.
//   node tests/reliability/bank-run.mjs [--db=postgres] [--short]
//     [--players=N] [--kills=K] [--round-sec=S]
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  corrections,
  figure,
  freshDatabase,
  idOf,
  inBatches,
  playOver,
  signUpPlayer,
  sleep,
  startServer,
  tally,
} from './lib.mjs';

const PLAYERS = figure('players', 20, 200);
const KILLS = figure('kills', 2, 5);
const ROUND_MS = figure('round-sec', 6, 30) * 1000;
const DAY_AND_HOUR_SEC = 25 * 3600;

const t = tally('bank run');
const db = await freshDatabase();
let server = await startServer(db);
const base = { url: server.url };
const { port } = server;

/** What the server acknowledged, to be found in the database afterwards. */
const seen = {
  answers: new Set(),
  finishedPlays: [], // the last answer acknowledged of each play the client saw finish
  purchases: new Set(),
  conversions: new Set(),
  cashouts: new Set(),
  challenges: new Set(),
  acceptedRequests: new Set(),
};
const counts = {};
/** Counts one call's outcome, and why it was refused. */
const count = (name, outcome, reason = '') => {
  counts[name] ??= { ok: 0, refused: 0, lost: 0, reasons: {} };
  counts[name][outcome] += 1;
  if (outcome === 'refused') counts[name].reasons[reason] = (counts[name].reasons[reason] ?? 0) + 1;
};
const openChallenges = [];
let outcomes = 0;
/** Money calls cut by a kill, answered when sent again with their key. */
let retried = 0;
let serverUp = true;

/** A call that survives the server's death: retried with its key until it answers or the round ends. */
async function money(name, send, until) {
  const key = randomUUID();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = await send({ 'idempotency-key': key });
      if (attempt > 1) retried += 1;
      if (answer.status >= 500) count(name, 'lost');
      else count(name, answer.status < 300 ? 'ok' : 'refused', answer.json?.status_message);
      return answer;
    } catch {
      if (Date.now() > until) {
        count(name, 'lost');
        return null;
      }
      await sleep(300);
    }
  }
}

function makeLife(player, friend, right, gameIds) {
  const played = new Set();
  // A play cut by a kill is taken up again first, as the site does (play_recovery).
  let cut = null;
  const play = async (name, query, options) => {
    const outcome = await playOver(base, player.tokens.access, query, options);
    record(name, outcome);
    const serverRefused = outcome.errors.length > 0 && !outcome.network;
    cut = !outcome.finished && !serverRefused ? { query, options } : null;
    return outcome;
  };
  const nextGame = () => gameIds.find((id) => !played.has(id));
  // Every sandbox outcome in turn (the last digit chooses it, see the README).
  const phone = () => {
    outcomes += 1;
    return `69000000${outcomes % 10}`;
  };
  const actions = {
    async buy(until) {
      // One body for the call and its retries: a key sent again with another body is refused.
      const phoneNumber = phone();
      const answer = await money(
        'buy',
        (headers) =>
          player.put(
            '/api/me/my-credits/',
            {
              number_of_units: 10,
              pack_type: 'basic',
              action: 'buy',
              payment_infos: { method: 'om', phone_number: phoneNumber },
            },
            headers,
          ),
        until,
      );
      if (answer?.status === 200) seen.purchases.add(answer.json.transaction.id);
    },
    async solo() {
      const game = nextGame();
      if (!game) return;
      played.add(game);
      await play(
        'solo',
        { game_id: String(game), type: 'solo' },
        { right, wrong: Math.random() < 0.3 },
      );
    },
    async challenge(until) {
      const game = nextGame();
      if (!game) return;
      played.add(game);
      const stake = 1 + Math.floor(Math.random() * 2);
      const answer = await money(
        'challenge start',
        (headers) =>
          player.post(
            '/api/games/challenge/start/',
            { number_of_energies: stake, game_id: game },
            headers,
          ),
        until,
      );
      // 201 opened it; 200 answered the one already open on this quiz (a retry).
      if (answer && answer.status < 300) {
        seen.challenges.add(answer.json.challenge_id);
        openChallenges.push({ id: answer.json.challenge_id, game, starter: player });
        await play('challenge play', {
          game_id: String(game),
          type: 'challenge',
          challenge_id: String(answer.json.challenge_id),
        });
      }
    },
    async join() {
      const open = openChallenges.filter((c) => c.starter !== player && !played.has(c.game));
      const chosen = open[Math.floor(Math.random() * open.length)];
      if (!chosen) return;
      played.add(chosen.game);
      await play(
        'challenge join',
        { game_id: String(chosen.game), type: 'challenge', challenge_id: String(chosen.id) },
        { right },
      );
    },
    async convert(until) {
      const answer = await money(
        'convert',
        (headers) =>
          player.put(
            '/api/me/my-credits/',
            { number_of_units: 1, pack_type: 'single', action: 'convert' },
            headers,
          ),
        until,
      );
      if (answer?.status === 200) seen.conversions.add(answer.json.transaction.id);
    },
    async send(until) {
      if (!friend) return;
      const asked = await player
        .post('/api/me/my-credits/request/sender/init/', {
          receiver: friend.id,
          number_of_units: 1 + Math.floor(Math.random() * 3),
        })
        .catch(() => null);
      count(
        'credit request',
        asked?.status === 201 ? 'ok' : asked ? 'refused' : 'lost',
        asked?.json?.status_message,
      );
      if (asked?.status !== 201) return;
      const id = asked.json.request.id;
      const answer = await money(
        'credit request accept',
        (headers) =>
          friend.player.put(
            `/api/me/my-credits/request/receiver/accept/${id}/`,
            { number_of_units: 1 },
            headers,
          ),
        until,
      );
      if (answer?.status === 200) seen.acceptedRequests.add(id);
    },
    async cashout(until) {
      const phoneNumber = phone();
      const answer = await money(
        'cash out',
        (headers) =>
          player.post('/api/me/my-gains/cashout/om/', { phone_number: phoneNumber }, headers),
        until,
      );
      if (answer?.status === 200) seen.cashouts.add(answer.json.transaction.id);
    },
  };
  const weights = [
    ['buy', 3],
    ['solo', 4],
    ['challenge', 2],
    ['join', 3],
    ['convert', 2],
    ['send', 2],
    ['cashout', 1],
  ];
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  const pickAction = (at) => {
    let left = at;
    for (const [name, weight] of weights) {
      left -= weight;
      if (left < 0) return name;
    }
    return weights[0][0];
  };
  return async function live(until) {
    while (Date.now() < until) {
      const name = cut ? 'resume' : pickAction(Math.random() * total);
      try {
        if (cut) await play('resumed after a kill', cut.query, cut.options);
        else await actions[name](until);
      } catch {
        count(name, 'lost');
      }
      await sleep(serverUp ? 50 + Math.random() * 150 : 300);
    }
  };
}

function record(name, outcome) {
  for (const id of outcome.acked) seen.answers.add(id);
  if (outcome.finished && outcome.acked.length > 0) seen.finishedPlays.push(outcome.acked.at(-1));
  count(
    name,
    outcome.finished ? 'ok' : outcome.errors.length && !outcome.network ? 'refused' : 'lost',
    outcome.errors[0],
  );
}

/** Moves the running server's clock on by `seconds`; answers its new time. */
async function moveClock(seconds) {
  const moved = await fetch(`${base.url}/api/dev/clock/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_sec: seconds }),
  });
  return (await moved.json()).now;
}

let finalNow = '';
try {
  const right = await corrections(db);
  const games = await fetch(`${base.url}/api/games/get/latest/1/50/`).then((r) => r.json());
  const gameIds = games.list.map((game) => game.id);
  const players = await inBatches(
    Array.from({ length: PLAYERS }, (_, i) => i),
    10,
    async (i) => {
      const player = await signUpPlayer(base, `b${i}-`);
      return { player, id: await idOf(player) };
    },
  );
  // Friends in pairs, so credits can be asked for and given.
  await inBatches(
    players.filter((_, i) => i % 2 === 0 && players[i + 1]),
    10,
    async (a) => {
      const b = players[players.indexOf(a) + 1];
      const sent = await a.player.post(`/api/me/my-friends/request/${b.id}/send/`);
      await b.player.get(`/api/me/my-friends/request/${sent.json.request.id}/accept/`);
    },
  );
  const lives = players.map((p, i) =>
    makeLife(p.player, players[i % 2 === 0 ? i + 1 : i - 1], right, [
      ...gameIds.slice(i % gameIds.length),
      ...gameIds.slice(0, i % gameIds.length),
    ]),
  );
  t.figure('players', PLAYERS);
  const end = Date.now() + ROUND_MS * (KILLS + 1);
  const running = lives.map((live) => live(end));
  let kills = 0;
  for (let round = 1; round <= KILLS; round += 1) {
    await sleep(ROUND_MS * (0.6 + Math.random() * 0.8));
    await server.kill();
    serverUp = false;
    kills += 1;
    await sleep(500);
    server = await startServer(db, { port });
    serverUp = true;
    // A fresh process starts on the real clock: move it a day past the time
    // the last one had reached, so the challenges opened fell due while it was down.
    await moveClock(round * DAY_AND_HOUR_SEC);
  }
  await Promise.all(running);
  // Every challenge falls due; orders still pending expire. A play cut by a
  // kill moves on one question per clock move (each question gets its own
  // time again), and a challenge closes once its plays are over: move the
  // clock on an hour at a time until nothing runs.
  finalNow = await moveClock(DAY_AND_HOUR_SEC);
  let moves = 1;
  for (; moves < 80; moves += 1) {
    const [open] = await db.query(
      `select (select count(*) from challenges where is_active = 1 and closes_at <= ?) +
        (select count(*) from plays where is_active = 1) as n`,
      [finalNow],
    );
    if (Number(open.n) === 0) break;
    finalNow = await moveClock(3600);
    await sleep(100);
  }
  t.figure('clock moves after the run until every play ended', moves);
  t.figure('kills (SIGKILL)', kills);
  t.figure('challenges started and acknowledged', seen.challenges.size);
  for (const [name, c] of Object.entries(counts)) {
    const reasons = Object.entries(c.reasons)
      .sort((a, b) => b[1] - a[1])
      .map(([reason, n]) => `${reason} ${n}`)
      .join(', ');
    t.figure(
      name,
      `${c.ok} ok, ${c.refused} refused${reasons ? ` (${reasons})` : ''}, ${c.lost} cut by a kill or sent while down`,
    );
  }
  t.figure('money calls cut by a kill and sent again with their key', retried);
  t.figure('answers acknowledged', seen.answers.size);
  t.figure('plays seen finished', seen.finishedPlays.length);
  t.check('the server stops cleanly after the run', (await server.stop({ keepData: true })) === 0);
  serverUp = false;
  await checkDatabase();
} catch (error) {
  t.check('bank run', false, String(error?.stack ?? error));
  if (serverUp) await server.kill();
} finally {
  await db.drop();
}
t.done();

/** How many rows hold each status. */
function byStatus(rows) {
  const by = {};
  for (const row of rows) by[row.status] = (by[row.status] ?? 0) + 1;
  return by;
}

async function checkDatabase() {
  const ledger = spawnSync(process.execPath, ['mock-api/dist/ledger-check.js'], {
    cwd: new URL('../../', import.meta.url).pathname,
    env: { ...process.env, ...db.ledgerCheckEnv, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  console.log(ledger.stdout.replace(/^/gm, '     '));
  t.check('ledger check: every unit traced, the books balance', ledger.status === 0, ledger.stderr);

  const one = async (text, params) => Number((await db.query(text, params))[0]?.n ?? 0);
  t.check(
    'no balance negative',
    (await one('select count(*) as n from wallets where credits < 0 or gains < 0')) === 0 &&
      (await one('select count(*) as n from ledger_entries where balance_after < 0')) === 0,
  );
  t.check(
    'no movement applied twice (player side)',
    (await one(`select count(*) as n from (select user_id, account, kind, reference
      from ledger_entries group by user_id, account, kind, reference having count(*) > 1) d`)) ===
      0,
  );
  t.check(
    'no movement applied twice (house side)',
    (await one(`select count(*) as n from (select account, unit, kind, reference, party
      from house_entries group by account, unit, kind, reference, party having count(*) > 1) d`)) ===
      0,
  );
  const purchases = await db.query(`select t.id, t.status,
    (select count(*) from ledger_entries e where e.kind = 'purchase'
      and e.reference = 'credit_transaction:' || t.id) as credited
    from credit_transactions t where t.action = 'buy'`);
  const wrongPurchases = purchases.filter(
    (p) => Number(p.credited) !== (p.status === 'SUCCESSFULL' ? 1 : 0),
  );
  t.figure('purchases by state', JSON.stringify(byStatus(purchases)));
  t.check(
    'every purchase paid credited once, every other one never',
    wrongPurchases.length === 0,
    JSON.stringify(wrongPurchases.slice(0, 5)),
  );
  t.check(
    'no purchase still under way once expired',
    (await one(`select count(*) as n from credit_transactions
      where action = 'buy' and status in ('INITIATED', 'PENDING')`)) === 0,
  );
  const cashouts = await db.query(`select c.id, c.status,
    (select count(*) from ledger_entries e where e.kind = 'cashout_hold'
      and e.reference = 'cashout:' || c.id) as held,
    (select count(*) from ledger_entries e where e.kind = 'cashout_released'
      and e.reference = 'cashout:' || c.id) as released,
    (select count(*) from house_entries h where h.kind = 'cashout_paid'
      and h.reference = 'cashout:' || c.id) as paid
    from cashouts c`);
  const wrongCashouts = cashouts.filter(
    (c) =>
      Number(c.held) !== 1 ||
      Number(c.released) !== (c.status === 'FAILURE' ? 1 : 0) ||
      Number(c.paid) !== (c.status === 'SUCCESSFULL' ? 2 : 0),
  );
  t.figure('cash-outs by state', JSON.stringify(byStatus(cashouts)));
  t.check(
    'every cash-out held once, then paid once or given back once',
    wrongCashouts.length === 0,
    JSON.stringify(wrongCashouts.slice(0, 5)),
  );
  const requests = await db.query(`select r.id, r.status,
    (select count(*) from ledger_entries e where e.kind = 'credit_request'
      and e.reference = 'credit_request:' || r.id) as moved
    from credit_requests r`);
  const wrongRequests = requests.filter(
    (r) => Number(r.moved) !== (r.status === 'ACCEPTED' ? 2 : 0),
  );
  t.figure('credit requests', requests.length);
  t.check(
    'every credit request accepted moved once (two sides), the others never',
    wrongRequests.length === 0,
    JSON.stringify(wrongRequests.slice(0, 5)),
  );
  const missing = async (table, ids, where = '') => {
    if (ids.size === 0) return [];
    const list = [...ids];
    const found = new Set();
    for (let i = 0; i < list.length; i += 500) {
      const part = list.slice(i, i + 500);
      const rows = await db.query(
        `select id from ${table} where id in (${part.map(() => '?').join(',')}) ${where}`,
        part,
      );
      for (const row of rows) found.add(Number(row.id));
    }
    return list.filter((id) => !found.has(Number(id)));
  };
  const lostAcks = [
    ...(await missing('credit_transactions', seen.purchases)),
    ...(await missing('credit_transactions', seen.conversions, "and status = 'SUCCESSFULL'")),
    ...(await missing('cashouts', seen.cashouts)),
    ...(await missing('challenges', seen.challenges)),
    ...(await missing('credit_requests', seen.acceptedRequests, "and status = 'ACCEPTED'")),
  ];
  t.check(
    'every money call acknowledged is stored (purchases, conversions, cash-outs, challenges, accepted requests)',
    lostAcks.length === 0,
    JSON.stringify(lostAcks.slice(0, 10)),
  );
  const unsaved = await missing('answers', seen.answers, 'and answered_at is not null');
  t.check(
    `every answer acknowledged (answer_saved) is stored (${seen.answers.size})`,
    unsaved.length === 0,
    `${unsaved.length} lost, e.g. ${unsaved.slice(0, 5)}`,
  );
  const finished = new Set(seen.finishedPlays);
  const unfinished = await missing(
    'answers',
    finished,
    'and play_id in (select id from plays where is_active = 0 and ended_at is not null)',
  );
  t.check(
    `every play the client saw finished is finished (${finished.size})`,
    unfinished.length === 0,
    `${unfinished.length} not, e.g. answers ${unfinished.slice(0, 5)}`,
  );
  const stillOpen = await db.query(
    `select c.id, c.closes_at, (select count(*) from plays p
      where p.challenge_id = c.id and p.is_active = 1) as running
    from challenges c where c.is_active = 1 and c.closes_at <= ?`,
    [finalNow],
  );
  t.check(
    `every challenge due by ${finalNow} is closed`,
    stillOpen.length === 0,
    JSON.stringify(stillOpen.slice(0, 5)),
  );
  const challenges = await db.query(`select c.id,
    (select count(*) from plays p where p.challenge_id = c.id) as plays,
    (select count(*) from ledger_entries e where e.kind = 'challenge_stake'
      and e.reference = 'challenge:' || c.id) as stakes,
    (select count(*) from ledger_entries e where e.kind = 'challenge_refund'
      and e.reference = 'challenge:' || c.id) as refunds,
    (select count(*) from ledger_entries e where e.kind = 'challenge_win'
      and e.reference = 'challenge:' || c.id) as wins
    from challenges c where c.is_active = 0`);
  const wrongChallenges = challenges.filter(
    (c) =>
      !(
        (Number(c.refunds) === Number(c.stakes) && Number(c.wins) === 0) ||
        (Number(c.refunds) === 0 && Number(c.wins) >= 1 && Number(c.wins) <= Number(c.stakes))
      ),
  );
  t.figure('challenges closed', challenges.length);
  // A start cut by a kill is sent again with its key after the restart: it
  // answers IN_PROGRESS (the key keeps its claim, see http/idempotency.ts),
  // or, when the restart had already moved the clock a day on, past the
  // key's life by the server's clock, it runs again: it answers the
  // challenge still open (200), or opens a second one on the quiz, the first
  // closed with its stake given back. Counted, not a failure: the books hold
  // either way, and only the development clock jumps a day in seconds.
  const stored = await db.query('select id, starter_id, game_id from challenges');
  const unanswered = stored.filter((c) => !seen.challenges.has(Number(c.id)));
  const startedAgain = unanswered.filter((c) =>
    stored.some(
      (d) =>
        seen.challenges.has(Number(d.id)) &&
        Number(d.starter_id) === Number(c.starter_id) &&
        Number(d.game_id) === Number(c.game_id),
    ),
  );
  t.figure('challenges stored whose start answer a kill cut', unanswered.length);
  t.figure(
    '  of which started again under the same key once the clock passed its day',
    startedAgain.length,
  );
  t.figure(
    'of which refunded / won',
    `${challenges.filter((c) => Number(c.refunds) > 0).length} / ${challenges.filter((c) => Number(c.wins) > 0).length}`,
  );
  t.check(
    'every closed challenge paid once: all stakes given back, or its winners paid',
    wrongChallenges.length === 0,
    JSON.stringify(wrongChallenges.slice(0, 5)),
  );
}
