import { playAnswerSchema, validate } from '@quiz/shared/validation';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { TokenRefusedError } from '../../../domain/accounts/tokens';
import { PlayRefusal, type ServerMessage } from '../../../domain/play/engine';

interface PlayQuery {
  token?: string;
  game_id?: string;
  type?: string;
  challenge_id?: string;
}

const positiveInt = (value: string | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * /ws/play-game/: one socket per play screen. The server starts or resumes
 * the play on connection, then answers each message; the next question,
 * the score and the timeout arrive as the play moves on, whoever moved it.
 */
export default async function playSocket(app: FastifyInstance) {
  app.get<{ Querystring: PlayQuery }>(
    '/ws/play-game/',
    { websocket: true, schema: { hide: true } },
    async (socket: WebSocket, request) => {
      const send = (message: ServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const fail = (
        statusMessage: ServerMessage['status_message'],
        data: unknown = null,
        close?: number,
      ) => {
        send({ status_message: statusMessage, type: 'error', data });
        if (close) socket.close(close, statusMessage);
      };

      // Listening starts at once: what the client sends while the play opens is kept, in order.
      let queue = Promise.resolve();
      let unsubscribe: (() => void) | undefined;
      let closed = false;
      socket.on('close', () => {
        closed = true;
        unsubscribe?.();
      });
      const buffered: string[] = [];
      let ready = false;
      socket.on('message', (raw) => {
        const text = String(raw);
        if (!ready) buffered.push(text);
        else queue = queue.then(() => handle(text));
      });

      let userId = 0;
      try {
        userId = (await app.tokens.verifyAccess(request.query.token ?? '')).userId;
      } catch (error) {
        if (error instanceof TokenRefusedError) return fail('NOT_AUTHENTICATED', null, 4401);
        throw error;
      }
      const gameId = positiveInt(request.query.game_id);
      const type = request.query.type;
      const challengeId = positiveInt(request.query.challenge_id);
      if (
        !gameId ||
        (type !== 'solo' && type !== 'challenge') ||
        (type === 'challenge' && !challengeId)
      ) {
        return fail('BAD', { errors: { query: 'validation.value_invalid' } }, 4400);
      }

      async function handle(text: string) {
        let message: { type?: unknown };
        try {
          message = JSON.parse(text) as { type?: unknown };
        } catch {
          return fail('BAD');
        }
        try {
          if (message.type === 'update') {
            const input = validate(playAnswerSchema, message);
            if (!input.ok) return fail('INVALID_ANSWERS', { errors: input.errors });
            send({
              status_message: 'OK',
              type: 'answer_saved',
              data: await app.play.update(userId, input.value),
            });
          } else if (message.type === 'termination') {
            const ids = message as { question_id?: unknown; answer_id?: unknown };
            await app.play.terminateQuestion(userId, {
              question_id: Number(ids.question_id),
              answer_id: Number(ids.answer_id),
            });
          } else if (message.type === 'play_termination') {
            await app.play.leave(userId);
          } else {
            fail('BAD');
          }
        } catch (error) {
          if (error instanceof PlayRefusal) return fail(error.statusMessage, error.extra);
          request.log.error({ err: error }, 'play message failed');
          fail('FAIL');
        }
      }

      try {
        const opened = await app.play.open({ userId, gameId, type, challengeId });
        if (closed) return;
        const playId = opened.playId;
        unsubscribe = app.playBus.subscribe(playId, (move) => {
          queue = queue.then(async () => {
            const message = await app.play.messageFor(playId, move);
            if (message) send(message);
          });
        });
        send({ status_message: 'OK', type: opened.launch, data: opened.data });
      } catch (error) {
        if (error instanceof PlayRefusal) return fail(error.statusMessage, error.extra, 4000);
        request.log.error({ err: error }, 'play could not open');
        return fail('FAIL', null, 1011);
      }
      ready = true;
      for (const text of buffered.splice(0)) queue = queue.then(() => handle(text));
    },
  );
}
