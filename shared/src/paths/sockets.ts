/** WebSocket paths (under /ws/) and the development outbox. */
import type { GameKind } from '../types/enums';
import { query } from './build';

export interface PlaySocketParams {
  token: string;
  gameId: number;
  type: GameKind;
  /** Required for challenges, absent for solo plays. */
  challengeId?: number;
}

/** Browsers cannot set headers on WebSockets, hence the access token in the query. */
export const ws = {
  playGame: ({ token, gameId, type, challengeId }: PlaySocketParams) =>
    `/ws/play-game/${query({ token, game_id: gameId, type, challenge_id: challengeId })}`,
  news: (token: string) => `/ws/news/${query({ token })}`,
  buyCredits: (token: string) => `/ws/buy-credits/${query({ token })}`,
  cashout: (token: string) => `/ws/cashout/${query({ token })}`,
};

export const dev = {
  /** GET the SMS and e-mails the server would have sent (not in production). */
  outbox: () => '/api/dev/outbox/',
  /** POST {advance_sec}: moves the time of play on, then closes what is due (not in production). */
  clock: () => '/api/dev/clock/',
};
