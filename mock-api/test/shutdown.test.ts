import type { Server } from 'node:http';
import { api } from '@quiz/shared/paths';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { newsTopic } from '../src/domain/notifications/news';
import { SOCKET_CLOSE } from '../src/http/socket-session';
import { shutdown } from '../src/shutdown';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp } from './helpers/app';
import { userIdOf } from './helpers/catalogue';
import { createGame } from './helpers/games';
import { PlayClient } from './helpers/socket';

/** Holds the requests that ask for it (header x-held) until released. */
function holding(count: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived = 0;
  let allHeld!: () => void;
  const held = new Promise<void>((resolve) => {
    allHeld = resolve;
  });
  return {
    held,
    release,
    hook: async (request: FastifyRequest) => {
      if (request.headers['x-held'] === undefined) return;
      arrived += 1;
      if (arrived === count) allHeld();
      await released;
    },
  };
}

/** Resolves once the server takes no more connections. */
function unlistening(server: Server) {
  return new Promise<void>((resolve) => {
    const close = server.close.bind(server);
    server.close = (callback) => {
      close(callback);
      resolve();
      return server;
    };
  });
}

/** The network error of a request the server did not take, or null if it answered. */
const refusal = (url: string) =>
  fetch(url).then(
    () => null,
    (error: Error) => (error.cause as NodeJS.ErrnoException | undefined)?.code ?? error.message,
  );

describe('a stop (SIGTERM, as in a rolling restart)', () => {
  it('answers the requests under way, takes no new one, closes every socket as going away, then closes the database', async () => {
    const gate = holding(6);
    const t = await buildTestApp({ beforeReady: (app) => app.addHook('preHandler', gate.hook) });
    try {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { access } = await newPlayer(t.app, 'stopping@example.cm');
      const game = await createGame(t.app);
      // The stake's balance news reaches this instance before the news socket listens: on
      // PostgreSQL it comes back through LISTEN some time after the outbox published it.
      const player = await userIdOf(t.app.db, 'stopping@example.cm');
      const balances: { credits: number }[] = [];
      let arrived = () => {};
      const stop = t.app.events.subscribe(newsTopic(player), (event) => {
        if (event.type !== 'balance') return;
        balances.push(event.data as { credits: number });
        arrived();
      });
      const play = await PlayClient.open(base, { token: access, game_id: game.id, type: 'solo' });
      expect((await play.next()).type).toBe('start_play');
      await t.app.outbox.flush();
      const { credits } = await t.app.balances(player);
      while (!balances.some((balance) => balance.credits === credits)) {
        await new Promise<void>((resolve) => {
          arrived = resolve;
        });
      }
      stop();
      const news = await PlayClient.open(base, { token: access }, undefined, '/ws/news/');
      expect((await news.next()).type).toBe('news_flags');
      const buying = await PlayClient.open(base, { token: access }, undefined, '/ws/buy-credits/');
      expect((await buying.next()).status_message).toBe('PRIMARY_DISTRIBUTION');

      // Kept-alive connections, as a reverse proxy keeps them; each answer reads the database.
      const held = { 'x-held': '1' };
      const underWay = [
        ...Array.from({ length: 5 }, () => fetch(`${base}/api/health/`, { headers: held })),
        fetch(`${base}${api.credits.mine()}`, { headers: { ...held, ...bearer(access) } }),
      ];
      await gate.held;

      const stopping = unlistening(t.app.server);
      const stopped = shutdown(t.app);
      await stopping;
      expect(await refusal(`${base}/api/health/`)).toBe('ECONNREFUSED');
      for (const socket of [play, news, buying]) {
        expect(await socket.closing()).toBe(SOCKET_CLOSE.goingAway);
      }

      gate.release();
      const answers = await Promise.all(underWay);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers.get('connection')).toBe('close');
      }
      expect(await answers[0]?.json()).toMatchObject({ status_message: 'OK' });
      expect(await answers[5]?.json()).toMatchObject({ status_message: 'OK' });
      // Nothing was cut: every connection ended by itself, well within the grace.
      expect(await stopped).toBe(true);
    } finally {
      await t.database.drop();
    }
  });

  it('cuts a request still running at the end of the grace, and stops all the same', async () => {
    const gate = holding(1);
    const t = await buildTestApp({ beforeReady: (app) => app.addHook('preHandler', gate.hook) });
    try {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const stuck = fetch(`${base}/api/health/`, { headers: { 'x-held': '1' } }).then(
        () => 'answered',
        () => 'cut',
      );
      await gate.held;
      expect(await shutdown(t.app, 0)).toBe(false);
      expect(await stuck).toBe('cut');
      gate.release();
    } finally {
      await t.database.drop();
    }
  });
});
