import type { Notification, NotificationsPage } from '@quiz/shared/contract';
import { formatRelativeTime } from '@quiz/shared/format';
import { useEffect, useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { ConfirmDialog } from '../../components/confirm-dialog/ConfirmDialog';
import { Icon } from '../../components/icon/all';
import { Empty } from '../../components/section/Section';
import { Skeleton } from '../../components/skeleton/Skeleton';
import { http } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { clearDot, news } from '../../lib/news';
import { notify } from '../../lib/notice';
import { api } from '../../lib/paths';
import { useStore } from '../../lib/store';
import { useSocialT } from '../../lib/texts/social';
import { useTitle } from '../../lib/use-title';
import styles from './Notifications.module.css';

type Asking = { kind: 'one'; id: number } | { kind: 'all' } | null;

/**
 * Notifications (spec section 2): newest first, a page at a time shown as
 * `page / total`; one deleted or all cleared after a prompt. A notification
 * that comes while the screen is open is put on top at once.
 */
export default function Notifications() {
  const t = useSocialT();
  useTitle('screens.notifications');
  const messages = useStore(i18n, (state) => state.messages);
  const latest = useStore(news, (state) => state.latest);
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<NotificationsPage | null>(null);
  const [asking, setAsking] = useState<Asking>(null);

  const load = (step: number) =>
    http.get<NotificationsPage>(api.notifications.list(step)).then(
      (next) => {
        setAnswer(next);
        setPage(step);
      },
      () => setAnswer({ notifications: [], number_of_pages: 0 }),
    );
  useEffect(() => {
    clearDot('notifications');
    void load(1);
  }, []);
  // Live: a new notification goes on top of the first page.
  useEffect(() => {
    if (latest?.type === 'notification' && page === 1) void load(1);
  }, [latest]);

  async function remove(target: Asking) {
    setAsking(null);
    if (!target) return;
    try {
      if (target.kind === 'all') {
        await http.del(api.notifications.clear());
        notify('social.notifications.cleared');
        setAnswer({ notifications: [], number_of_pages: 0 });
      } else {
        await http.del(api.notifications.delete(target.id));
        // The last one of a page gone: the page before.
        await load(list.length === 1 && page > 1 ? page - 1 : page);
      }
    } catch {
      notify('shell.something_wrong', 'error');
    }
  }

  const list: Notification[] = answer?.notifications ?? [];
  const pages = answer?.number_of_pages ?? 0;
  return (
    <section class="page" aria-labelledby="notifications-title">
      <div class={styles.head}>
        <h1 id="notifications-title">{t('screens.notifications')}</h1>
        {list.length > 0 && (
          <button
            type="button"
            class="button button-ghost"
            onClick={() => setAsking({ kind: 'all' })}
          >
            {t('actions.clear_all')}
          </button>
        )}
      </div>
      {!answer ? (
        <Skeleton height={200} />
      ) : list.length === 0 ? (
        <Empty text={t('social.notifications.empty')} />
      ) : (
        <ul class={styles.list}>
          {list.map((item) => (
            <li key={item.id} class={`card ${styles.item} ${item.is_read ? '' : styles.unread}`}>
              <div class={styles.text}>
                <strong>{item.title}</strong>
                <p>{item.message}</p>
                <time dateTime={item.created_at}>
                  {messages ? formatRelativeTime(item.created_at, new Date(), messages) : ''}
                </time>
                {item.win_play_id !== null && !item.win_is_challenge && (
                  <Link href={`/solo/results?soloDetails=${item.win_play_id}`}>
                    {t('social.notifications.see_play')}
                  </Link>
                )}
              </div>
              <button
                type="button"
                class={styles.delete}
                aria-label={t('social.notifications.delete_one')}
                onClick={() => setAsking({ kind: 'one', id: item.id })}
              >
                <Icon name="close" size={20} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav class={styles.pager} aria-label={t('social.notifications.page', { page, pages })}>
          <button
            type="button"
            class="button button-ghost"
            disabled={page <= 1}
            onClick={() => void load(page - 1)}
          >
            {t('social.notifications.previous')}
          </button>
          <span>{t('social.notifications.page', { page, pages })}</span>
          <button
            type="button"
            class="button button-ghost"
            disabled={page >= pages}
            onClick={() => void load(page + 1)}
          >
            {t('social.notifications.next')}
          </button>
        </nav>
      )}
      {asking && (
        <ConfirmDialog
          question={t(
            asking.kind === 'all'
              ? 'social.notifications.clear_question'
              : 'social.notifications.delete_question',
          )}
          onConfirm={() => void remove(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}
