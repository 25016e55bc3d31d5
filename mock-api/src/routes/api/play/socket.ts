import { PlaySocketData } from '@quiz/shared/contract';
import { readPlayAnswer } from '@quiz/shared/validation';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { type LivePlay, PlayRefusal, type ServerMessage } from '../../../domain/play/engine';
import { mediaRewriter } from '../../../http/media';
import { SOCKET_LIMITS } from '../../../http/socket-guards';
import { SOCKET_CLOSE, sameSiteOnly, socketSession } from '../../../http/socket-session';

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

/** Close codes of the play socket, besides the standard ones (1011 when the server failed). */
const CLOSE = { ...SOCKET_CLOSE, refused: 4000, badQuery: 4400 } as const;

/**
 * /ws/play-game/: one socket per play screen. The server starts or resumes
 * the play on connection, then answers each message; the next question,
 * the score and the timeout arrive as the play moves on, whoever moved it.
 * A page of another site may not open it (403 NOT_ALLOWED before the
 * upgrade); a socket sending faster than a person plays is closed with
 * 4429 TOO_MANY_REQUESTS; closing its login (logout, password change,
 * account deletion) closes it with 4401 NOT_AUTHENTICATED. The play stays
 * on the server and resumes on the next connection. Each play sees a
 * question's choices in its own order (domain/play/choice-order.ts): an
 * update's value and the recovered answer are positions in that order.
 * The score message follows the rule of fair challenges
 * (domain/play/corrections.ts): no correction while a challenge on the quiz
 * is open, play.corrections_hidden_until saying when they will be shown.
 * The socket keeps its play's state (read when it opens, again at each move),
 * so that an answer needs no read: its write is conditional on that state.
 */
export default async function playSocket(app: FastifyInstance) {
  // Messages are no route answers: their media keys are made URLs here, by the socket's wire shape.
  const rewriteData = mediaRewriter(PlaySocketData, app.mediaLink);
  const wire = (message: ServerMessage): ServerMessage =>
    rewriteData && message.data ? { ...message, data: rewriteData(message.data) } : message;

  app.get<{ Querystring: PlayQuery }>(
    '/ws/play-game/',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: sameSiteOnly,
    },
    async (socket: WebSocket, request) => {
      // Listening starts at once: what the client sends while the play opens is kept, in order.
      let queue = Promise.resolve();
      const buffered: (() => Promise<void>)[] = [];
      let ready = false;
      let waiting = 0;
      // The play as this socket last saw it: null until it opens and once it ended.
      let live: LivePlay | null = null;
      // The play's errors always carry data (null when there is none to say).
      const session = socketSession(
        socket,
        (text) => {
          if (waiting >= SOCKET_LIMITS.waiting) {
            return fail('TOO_MANY_REQUESTS', null, CLOSE.tooManyRequests);
          }
          waiting += 1;
          const run = async () => {
            try {
              if (!session.stopped) await handle(text);
            } finally {
              waiting -= 1;
            }
          };
          if (ready) queue = queue.then(run);
          else buffered.push(run);
        },
        (statusMessage) => ({ status_message: statusMessage, type: 'error', data: null }),
      );
      const send = (message: ServerMessage) => session.send(wire(message));
      const fail = (
        statusMessage: ServerMessage['status_message'],
        data: unknown = null,
        close?: number,
      ) => {
        if (session.stopped) return;
        const error: ServerMessage = { status_message: statusMessage, type: 'error', data };
        if (close) session.stop(close, wire(error));
        else send(error);
      };

      const signedIn = await session.signIn(app, request.query.token);
      if (signedIn === null) return;
      const userId = signedIn;
      const gameId = positiveInt(request.query.game_id);
      const type = request.query.type;
      const challengeId = positiveInt(request.query.challenge_id);
      if (
        !gameId ||
        (type !== 'solo' && type !== 'challenge') ||
        (type === 'challenge' && !challengeId)
      ) {
        return fail('BAD', { errors: { query: 'validation.value_invalid' } }, CLOSE.badQuery);
      }

      async function handle(text: string) {
        let message: unknown;
        try {
          message = JSON.parse(text);
        } catch {
          return fail('BAD');
        }
        // null, numbers, arrays and the like are no message of the play.
        if (typeof message !== 'object' || message === null || Array.isArray(message))
          return fail('BAD');
        const { type } = message as { type?: unknown };
        try {
          if (type === 'update') {
            const input = readPlayAnswer(message);
            if (!input.ok) return fail('INVALID_ANSWERS', { errors: input.errors });
            send({
              status_message: 'OK',
              type: 'answer_saved',
              data: await app.play.answer(live, userId, input.value),
            });
          } else if (type === 'termination') {
            const ids = message as { question_id?: unknown; answer_id?: unknown };
            await app.play.terminateQuestion(
              userId,
              { question_id: Number(ids.question_id), answer_id: Number(ids.answer_id) },
              live,
            );
          } else if (type === 'play_termination') {
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
        if (session.stopped) return;
        const playId = opened.playId;
        live = opened.live;
        const moved = (found: Awaited<ReturnType<typeof app.play.moveFor>>) => {
          if (!found) return;
          live = found.live;
          if (!session.stopped) send(found.message);
        };
        session.onClose(
          app.playBus.subscribe(playId, (move) => {
            queue = queue.then(async () => moved(await app.play.moveFor(playId, move)));
          }),
        );
        // Moves may have been missed while the bus was away: send the play as it stands.
        session.onClose(
          app.playBus.onReconnect(() => {
            queue = queue.then(async () =>
              moved(
                (await app.play.moveFor(playId, 'next_question', { stored: true })) ??
                  (await app.play.moveFor(playId, 'play_score', { stored: true })),
              ),
            );
          }),
        );
        send({ status_message: 'OK', type: opened.launch, data: opened.data });
      } catch (error) {
        if (error instanceof PlayRefusal)
          return fail(error.statusMessage, error.extra, CLOSE.refused);
        request.log.error({ err: error }, 'play could not open');
        return fail('FAIL', null, 1011);
      }
      ready = true;
      for (const run of buffered.splice(0)) queue = queue.then(run);
    },
  );
}
