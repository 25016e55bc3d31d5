import { createStore } from './store';

/** The news dots the server keeps (spec section 4). */
export type NewsDot = 'notifications' | 'friend_request' | 'challenge_request' | 'credits_request';

export interface NewsState {
  dots: Partial<Record<NewsDot, boolean>>;
  /** the last news heard, for the screen it concerns to update its list */
  latest: { type: string; data: unknown } | null;
}

/** The signed-in player's news: dots on the menu and screens, fed by the news socket. */
export const news = createStore<NewsState>({ dots: {}, latest: null });

/** A screen seen clears its dot. */
export function clearDot(dot: NewsDot): void {
  if (news.get().dots[dot])
    news.set((state) => ({ ...state, dots: { ...state.dots, [dot]: false } }));
}
