import type { MessageKey } from '@quiz/shared/i18n';
import { createStore } from './store';

/** One short message at the foot of the screen (share done, something went wrong…). */
/** A key of the catalog, or of a screen's own section of texts (auth, money...). */
type NoticeKey = MessageKey | (string & {});

export interface NoticeState {
  key: NoticeKey | null;
  tone: 'info' | 'error';
  /** Bumped on each notice so the same text shown twice still restarts its timer. */
  id: number;
}

export const notice = createStore<NoticeState>({ key: null, tone: 'info', id: 0 });

export function notify(key: NoticeKey, tone: NoticeState['tone'] = 'info'): void {
  notice.set((state) => ({ key, tone, id: state.id + 1 }));
}

export function dismissNotice(): void {
  notice.set({ key: null });
}
