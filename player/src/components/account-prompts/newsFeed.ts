import { SOCKET_RECONNECT_ATTEMPTS } from '@quiz/shared/constants';
import { keepBalance } from '../../lib/balance';
import { type NewsDot, type NewsState, news } from '../../lib/news';
import { api } from '../../lib/paths';
import { liveSocket } from '../../lib/socket-session';

/** The dot each kind of news raises, and the screen where it is seen. */
const DOT_OF: Record<string, NewsDot> = {
  notification: 'notifications',
  friend_request: 'friend_request',
  credit_request: 'credits_request',
  challenge_invitation: 'challenge_request',
};
const SCREEN_OF: Record<NewsDot, string> = {
  notifications: '/notifications',
  friend_request: '/friends',
  credits_request: '/my-credits',
  challenge_request: '/my-challenges',
};

type Balance = { credits: number; gains: number };

interface NewsMessage {
  type: string;
  data?: unknown;
}

/**
 * The news socket (spec section 4, up to 3 reconnects): the dots as the
 * server keeps them on connection, then each news as it comes. A news marks
 * its dot unless the player is on its screen, which then updates its list.
 * A balance news (every change of the wallet) moves the header's counter,
 * and each connection opens with the balances as they stand: what changed
 * while no page listened (a stake taken on the play screen) is caught up.
 */
export function startNewsFeed(): () => void {
  const socket = liveSocket<NewsMessage>(
    api.ws.news,
    (message) => {
      const here = location.pathname;
      if (message.type === 'news_flags') {
        const { balance, ...flags } = message.data as NewsState['dots'] & { balance?: Balance };
        if (balance) keepBalance(balance);
        const dots = { ...flags };
        for (const [dot, screen] of Object.entries(SCREEN_OF)) {
          if (here === screen) dots[dot as NewsDot] = false;
        }
        news.set({ dots });
        return;
      }
      if (message.type === 'balance') keepBalance(message.data as Balance);
      const dot = DOT_OF[message.type];
      news.set((state) => ({
        latest: { type: message.type, data: message.data },
        dots: dot && here !== SCREEN_OF[dot] ? { ...state.dots, [dot]: true } : state.dots,
      }));
    },
    SOCKET_RECONNECT_ATTEMPTS.news,
  );
  return () => socket.close();
}
