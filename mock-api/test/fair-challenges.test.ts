import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { testClock } from './helpers/clock';
import {
  answer,
  createGame,
  everyType,
  onScreen,
  type TestQuestion,
  userId,
  wrongAnswer,
} from './helpers/games';
import { type Message, PlayClient } from './helpers/socket';

/*
 * Fair challenges (domain/play/corrections.ts): while a challenge is open,
 * anyone may still join it, so no answer of the API carries the corrections
 * of its quiz (correction_ids, nor is_correct) to anyone: not the starter,
 * not those who finished it, not a stranger, not a solo player of the quiz.
 * At closing they are shown to every participant, in each play's own order.
 */

/** The keys that would give a correction away, wherever they sit in an answer. */
const CORRECTION_KEYS = new Set([
  'correction_ids',
  'is_correct',
  'explanation_en',
  'explanation_fr',
]);

/** The paths in a JSON value where a correction key is found. */
function corrections(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => corrections(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(CORRECTION_KEYS.has(key) ? [`${path}.${key}`] : []),
    ...corrections(item, `${path}.${key}`),
  ]);
}

interface Ids {
  gameId: number;
  challengeId: number;
  soloId: number;
  userIds: number[];
}

/**
 * Every GET path of the API's own OpenAPI document a player may call (the
 * back office and development helpers aside), its parameters filled so that
 * it points at the quiz, the challenge and the plays of the test: several
 * URLs where a parameter may name several things (each participant's score).
 */
function urlsOf(paths: string[], ids: Ids): string[] {
  const fill: Record<string, string[]> = {
    gameId: [String(ids.gameId)],
    userId: ids.userIds.map(String),
    soloId: [String(ids.soloId)],
    page: ['1'],
    size: ['10'],
    kind: ['results', 'started'],
    text: ['Test'],
    lang: ['fr'],
    period: ['all_time'],
    method: ['om'],
  };
  const byPath = (path: string, name: string): string[] => {
    if (name === 'id' && path.includes('/challenge/')) return [String(ids.challengeId)];
    if (name === 'id' && path.startsWith('/api/games/index/')) return ['1'];
    if (name === 'type' && path.includes('/challenges/get/')) return ['latest', 'trending'];
    if (name === 'type') return ['latest'];
    if (name === 'list') return ['general'];
    return fill[name] ?? ['1'];
  };
  return paths.flatMap((path) => {
    let urls = [path];
    for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
      const values = byPath(path, name as string);
      urls = urls.flatMap((url) => values.map((value) => url.replace(`{${name}}`, value)));
    }
    return urls;
  });
}

describe('fair challenges: corrections while a challenge is open', () => {
  let t: TestApp;
  let base: string;
  const clock = testClock();
  let getPaths: string[] = [];

  beforeAll(async () => {
    // Time moves only when the test moves the clock and runs the jobs.
    t = await buildTestApp({ env: { PLAY_SWEEP_MS: '60000' }, clock });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: unknown }>;
    };
    getPaths = Object.entries(spec.paths)
      .filter(([path, operations]) => operations.get && !/^\/api\/(admin|dev)\//.test(path))
      .map(([path]) => path);
  });
  afterAll(() => t.close());

  let count = 0;
  async function player(name: string) {
    count += 1;
    const email = `${name}-${count}@example.cm`;
    const { access } = await newPlayer(t.app, email);
    const id = await userId(t.app, email);
    await t.app.db.updateTable('wallets').set({ credits: 20 }).where('user_id', '=', id).execute();
    return { access, id };
  }

  /** Plays the quiz over the play socket, half right; returns every message the socket sent. */
  async function playAll(
    access: string,
    game: { id: number; questions: TestQuestion[] },
    challengeId?: number,
  ): Promise<Message[]> {
    const client = await PlayClient.open(base, {
      token: access,
      game_id: game.id,
      type: challengeId ? 'challenge' : 'solo',
      challenge_id: challengeId,
    });
    let message = await client.next();
    expect(message.type).toBe('start_play');
    for (const [i, q] of game.questions.entries()) {
      message = await answer(client, message, i % 2 === 0 ? q.correction : wrongAnswer(q));
    }
    expect(message.type).toBe('play_score');
    client.close();
    return client.received;
  }

  /** Every player GET of the API, as this viewer; the answers by URL. */
  async function walk(access: string, ids: Ids) {
    const answers = new Map<string, { status: number; body: unknown }>();
    for (const url of urlsOf(getPaths, ids)) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(access) });
      expect(res.statusCode, url).toBeLessThan(500);
      const body = res.headers['content-type']?.toString().includes('json') ? res.json() : null;
      answers.set(url, { status: res.statusCode, body });
    }
    return answers;
  }

  it('sends no correction to anyone while it is open, then shows them to every participant at closing', async () => {
    const game = await createGame(t.app, { questions: everyType });
    const starter = await player('starter');
    const joiner = await player('joiner');
    const stranger = await player('stranger');
    const soloist = await player('soloist');

    const started = await t.app.inject({
      method: 'POST',
      url: '/api/games/challenge/start/',
      headers: bearer(starter.access),
      payload: { number_of_energies: 2, game_id: game.id, friends: [] },
    });
    expect(started.statusCode).toBe(201);
    const challengeId = started.json().challenge_id as number;
    const { closes_at } = await t.app.db
      .selectFrom('challenges')
      .select('closes_at')
      .where('id', '=', challengeId)
      .executeTakeFirstOrThrow();

    // The play sockets: every message, the final score included.
    const sockets = {
      joiner: await playAll(joiner.access, game, challengeId),
      starter: await playAll(starter.access, game, challengeId),
      soloist: await playAll(soloist.access, game),
    };
    for (const [who, messages] of Object.entries(sockets)) {
      expect(corrections(messages), who).toEqual([]);
      const score = messages.at(-1);
      expect(score?.data.play.answers, who).toHaveLength(everyType.length);
      expect(score?.data.play.corrections_hidden_until, who).toBe(closes_at);
      // The score itself is no correction: half right.
      expect(score?.data.play.note, who).toBe(3);
    }

    const solo = await t.app.db
      .selectFrom('plays')
      .select('id')
      .where('user_id', '=', soloist.id)
      .executeTakeFirstOrThrow();
    const ids: Ids = {
      gameId: game.id,
      challengeId,
      soloId: solo.id,
      userIds: [starter.id, joiner.id, soloist.id],
    };
    const viewers = { starter, joiner, stranger, soloist };
    for (const [who, viewer] of Object.entries(viewers)) {
      const answers = await walk(viewer.access, ids);
      const found = [...answers].flatMap(([url, { body }]) =>
        corrections(body).map((path) => `${url} ${path}`),
      );
      expect(found, who).toEqual([]);
    }
    // The walk reached the answers that would carry them: not an empty pass.
    const asJoiner = await walk(joiner.access, ids);
    const result = asJoiner.get(`/api/games/challenge/result/${challengeId}/`);
    expect(result?.status).toBe(200);
    expect(result?.body).toMatchObject({
      play: { note: 3, corrections_hidden_until: closes_at },
    });
    const resultBody = result?.body as { play: { answers: unknown[] } } | undefined;
    expect(resultBody?.play.answers).toHaveLength(6);
    const starterScore = asJoiner.get(`/api/games/${game.id}/${starter.id}/score/`);
    expect(starterScore?.status).toBe(200);
    expect(starterScore?.body).toMatchObject({ play: { corrections_hidden_until: closes_at } });
    const asSoloist = await walk(soloist.access, ids);
    expect(asSoloist.get(`/api/games/result/solo/${solo.id}/`)?.status).toBe(200);

    // A quiz is played once: its overview leads each player to their own play's result.
    const myPlay = async (access: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/games/play-overview/${game.id}/`,
          headers: bearer(access),
        })
      ).json().my_play;
    expect(await myPlay(soloist.access)).toEqual({
      id: solo.id,
      type: 'solo',
      is_active: false,
      challenge_id: null,
    });
    expect(await myPlay(joiner.access)).toMatchObject({
      type: 'challenge',
      challenge_id: challengeId,
    });
    expect(await myPlay(stranger.access)).toBeNull();
    // The challenge overview: ALREADY_PLAYED to who played it, INVALID_ID for no challenge.
    const overviewOf = (access: string, id: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/games/challenge/overview/${id}/`,
        headers: bearer(access),
      });
    expect((await overviewOf(joiner.access, challengeId)).json()).toMatchObject({
      status_message: 'ALREADY_PLAYED',
      challenge_id: challengeId,
    });
    const missing = await overviewOf(stranger.access, 987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status_message: 'INVALID_ID' });
    // The stranger sees the pot as it stands, the starter and the joiner staked.
    expect((await overviewOf(stranger.access, challengeId)).json().challenge).toMatchObject({
      number_of_participants: 2,
      total_gain: 200,
    });

    // Closing time: the clock moves past it and the job closes the challenge.
    clock.advance(Date.parse(closes_at) - clock.now().getTime() + 1000);
    await t.app.runPlayJobs();

    for (const [who, viewer] of Object.entries({ starter, joiner })) {
      const after = await t.app.inject({
        method: 'GET',
        url: `/api/games/challenge/result/${challengeId}/`,
        headers: bearer(viewer.access),
      });
      const { play } = after.json();
      expect(play.corrections_hidden_until, who).toBeNull();
      expect(
        play.answers.map((a: { is_correct: boolean }) => a.is_correct),
        who,
      ).toEqual([true, false, true, false, true, false]);
      // Each correction is given as places in the order this play saw the choices.
      for (const [i, a] of play.answers.entries()) {
        const q = everyType[i] as TestQuestion;
        expect(a.related_question.correction_ids, `${who} ${q.type}`).toEqual(
          onScreen(a.related_question, q.correction),
        );
      }
    }
    // A tie of 3 right answers: each wins half the pot, and the notification says so plainly.
    const notes = await t.app.db
      .selectFrom('notifications')
      .select(['user_id', 'title_en', 'title_fr'])
      .where('kind', '=', 'challenge_won')
      .where('user_id', 'in', [starter.id, joiner.id])
      .execute();
    expect(notes).toHaveLength(2);
    for (const note of notes) {
      expect(note).toMatchObject({
        title_en: 'You won 100 FCFA',
        title_fr: 'Vous avez gagné 100 FCFA',
      });
    }
    const soloAfter = await t.app.inject({
      method: 'GET',
      url: `/api/games/result/solo/${solo.id}/`,
      headers: bearer(soloist.access),
    });
    expect(soloAfter.json().play.corrections_hidden_until).toBeNull();
    expect(soloAfter.json().play.answers[0].related_question.correction_ids).toHaveLength(1);
  });

  it('keeps them hidden while another challenge on the same quiz is open', async () => {
    const game = await createGame(t.app, { questions: everyType.slice(0, 2) });
    const first = await player('first');
    const second = await player('second');
    const open = async (access: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/games/challenge/start/',
          headers: bearer(access),
          payload: { number_of_energies: 1, game_id: game.id, friends: [] },
        })
      ).json().challenge_id as number;
    const early = await open(first.access);
    await playAll(first.access, game, early);
    clock.advance(60 * 60 * 1000);
    const late = await open(second.access);
    const third = await player('third');
    await playAll(third.access, game, late);
    const { closes_at: lateClosing } = await t.app.db
      .selectFrom('challenges')
      .select('closes_at')
      .where('id', '=', late)
      .executeTakeFirstOrThrow();

    const earlyRow = await t.app.db
      .selectFrom('challenges')
      .select('closes_at')
      .where('id', '=', early)
      .executeTakeFirstOrThrow();
    clock.advance(Date.parse(earlyRow.closes_at) - clock.now().getTime() + 1000);
    await t.app.runPlayJobs();
    const result = await t.app.inject({
      method: 'GET',
      url: `/api/games/challenge/result/${early}/`,
      headers: bearer(first.access),
    });
    // Its own challenge closed, but the quiz's corrections would reach the open one.
    expect(result.json().challenge.is_active).toBe(false);
    expect(corrections(result.json())).toEqual([]);
    expect(result.json().play.corrections_hidden_until).toBe(lateClosing);

    clock.advance(Date.parse(lateClosing) - clock.now().getTime() + 1000);
    await t.app.runPlayJobs();
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/games/challenge/result/${early}/`,
      headers: bearer(first.access),
    });
    expect(shown.json().play.corrections_hidden_until).toBeNull();
    expect(corrections(shown.json()).length).toBeGreaterThan(0);
    // The starter of the late one never played: 0 against one right answer, lost, and told so plainly.
    const lost = await t.app.db
      .selectFrom('notifications')
      .select(['title_en', 'title_fr'])
      .where('user_id', '=', second.id)
      .where('kind', '=', 'challenge_lost')
      .execute();
    expect(lost).toEqual([{ title_en: 'You lost', title_fr: 'Vous avez perdu' }]);
  });
});
