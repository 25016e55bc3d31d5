import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { AccessClaims, ClosedLogins } from '../domain/accounts/tokens';
import { type Challenges, challengesOf } from '../domain/challenges/service';
import { jobPasses } from '../domain/job-passes';
import { type PlayBus, playBus, playTopic } from '../domain/play/bus';
import { type PlayEngine, type PlayEvents, playEngine } from '../domain/play/engine';
import { commitPublisher } from '../events/bus';
import { SOCKET_CLOSE } from '../http/socket-session';

declare module 'fastify' {
  interface FastifyInstance {
    play: PlayEngine;
    /** starting challenges, their overviews, results, lists and invitations */
    challenges: Challenges;
    playBus: PlayBus;
    /** the open play sockets by login: closing a login closes its sockets, on every instance */
    playLogins: LoginSockets;
    /** a pass of the background work, after any under way: silent plays moved on, due challenges closed */
    runPlayJobs(): Promise<void>;
  }
}

/**
 * The play engine, its live events and the background job. On PostgreSQL,
 * events reach the sockets of every instance; the job's work is conditional
 * in the database, so several instances may run it side by side.
 */
export default fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const { clock } = app;
    await app.register(websocket, {
      options: { maxPayload: 16 * 1024 },
      // A stop closes every player's socket as "going away", which the site
      // opens again: on the next instance, in a rolling restart. A socket whose
      // opening is under way is refused (503) rather than left open.
      preClose(done) {
        for (const socket of this.websocketServer.clients) {
          socket.close(SOCKET_CLOSE.goingAway, 'going away');
        }
        this.websocketServer.close();
        done();
      },
    });
    const bus = playBus(app.events);
    app.decorate('playBus', bus);
    app.decorate('playLogins', loginSockets(bus));
    // However a login closes (logout, password change or reset, account
    // deletion, a stolen refresh token), every instance hears it.
    const stopHearing = app.tokens.onLoginsClosed(() => flushOutbox(app));
    app.addHook('onClose', async () => {
      stopHearing();
    });

    const moves = commitPublisher(app.events, (error) =>
      app.log.error({ err: error }, 'play move not sent'),
    );
    const events: PlayEvents = {
      moved: (trx, made) =>
        moves.within(
          trx,
          made.map(({ playId, move }) => ({ topic: playTopic(playId), type: move })),
        ),
      committed: (playId, move) => moves.afterCommit({ topic: playTopic(playId), type: move }),
      // Not awaited: the play's socket has its score already.
      ended: (outcome) => void app.reactions.playFinished(outcome),
    };
    const choiceKey = app.derivedKey('choice-order');
    app.decorate(
      'play',
      playEngine(app.db, events, {
        graceMs: config.PLAY_GRACE_MS,
        now: clock,
        choiceKey,
        batchLane: app.batchLane,
      }),
    );
    app.decorate('challenges', challengesOf(app.db, clock, app.reactions, { choiceKey }));

    const passes = jobPasses(async () => {
      try {
        await app.play.sweep();
        await app.challenges.closeDue();
      } catch (error) {
        app.log.error({ err: error }, 'play jobs failed');
      }
    });
    app.decorate('runPlayJobs', passes.run);
    const timer = setInterval(() => void passes.run(), config.PLAY_SWEEP_MS);
    timer.unref();
    // A stop starts no pass; the pass under way ends before the database closes.
    app.addHook('preClose', async () => clearInterval(timer));
    app.addHook('onClose', async () => {
      await passes.settled();
      // Answers received are committed (and acknowledged) before the database closes.
      await app.play.answers.settled();
      await app.play.moves.settled();
    });
  },
  { name: 'play', dependencies: ['database', 'auth', 'events', 'services'] },
);

/** Sends the events just committed (play moves, closed logins) without making the caller wait. */
function flushOutbox(app: FastifyInstance) {
  app.outbox.flush().catch((error: unknown) => app.log.error({ err: error }, 'outbox flush'));
}

export interface LoginSockets {
  /** Keeps `close` for when the login closes; returns how to forget it. */
  bind(login: AccessClaims, close: () => void): () => void;
}

/** The sockets of this instance by login. Logins close seldom: a scan of them all is fine. */
function loginSockets(bus: PlayBus): LoginSockets {
  const sockets = new Set<{ login: AccessClaims; close: () => void }>();
  const closes = ({ userId, sessionId }: AccessClaims, closed: ClosedLogins) =>
    'sessionId' in closed
      ? closed.sessionId === sessionId
      : closed.userId === userId && closed.except !== sessionId;
  bus.onClosedLogins((closed) => {
    for (const socket of sockets) if (closes(socket.login, closed)) socket.close();
  });
  return {
    bind(login, close) {
      const socket = { login, close };
      sockets.add(socket);
      return () => {
        sockets.delete(socket);
      };
    },
  };
}
