import type { Friend, FriendIndicators, FriendRequest, FriendsPage } from '@quiz/shared/contract';
import { useEffect, useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { ConfirmDialog } from '../../components/confirm-dialog/ConfirmDialog';
import { Picture } from '../../components/picture/Picture';
import { Empty } from '../../components/section/Section';
import { Tabs } from '../../components/tabs/Tabs';
import { http } from '../../lib/api';
import { clearDot, news } from '../../lib/news';
import { usePaged } from '../../lib/paged';
import { api } from '../../lib/paths';
import { useStore } from '../../lib/store';
import { useSocialT } from '../../lib/texts/social';
import { useTitle } from '../../lib/use-title';
import styles from './Friends.module.css';

type Tab = 'mine' | 'requests';

/** News that change the friends screen's lists. */
const FRIEND_NEWS = new Set([
  'friend_request',
  'friend_request_accepted',
  'friend_request_declined',
  'friend_request_cancelled',
]);

/**
 * Friends (spec section 2): my friends with their count, the requests
 * received with the unread count, and a search for players. A request that
 * comes, or is answered, while the screen is open shows at once.
 */
export default function Friends() {
  const t = useSocialT();
  useTitle('screens.friends');
  const latest = useStore(news, (state) => state.latest);
  const [tab, setTab] = useState<Tab>('mine');
  const [version, setVersion] = useState(0);
  const [indicators, setIndicators] = useState<FriendIndicators | null>(null);
  const [removing, setRemoving] = useState<Friend | null>(null);
  const friends = usePaged<Friend>(
    (page) => api.friends.list(page, page === 1),
    `friends:${version}`,
  );
  const requests = usePaged<FriendRequest>(api.friends.requests, `requests:${version}`);
  const refresh = () => setVersion((n) => n + 1);

  useEffect(() => clearDot('friend_request'), []);
  useEffect(() => {
    const meta = friends.meta as Partial<FriendsPage>;
    if (meta.indicators) setIndicators(meta.indicators);
  }, [friends.meta]);
  useEffect(() => {
    if (latest && FRIEND_NEWS.has(latest.type)) refresh();
  }, [latest]);

  async function move(path: string, method: 'get' | 'del') {
    try {
      await (method === 'get' ? http.get(path) : http.del(path));
    } finally {
      refresh();
    }
  }

  const unread = indicators?.requests ?? 0;
  const tabs = [
    {
      value: 'mine' as const,
      label: `${t('social.friends.mine')} (${t('social.friends.count', { count: indicators?.friends ?? 0 })})`,
    },
    {
      value: 'requests' as const,
      label: unread
        ? `${t('social.friends.requests')} (${t('social.friends.unread', { count: unread })})`
        : t('social.friends.requests'),
    },
  ];

  return (
    <section class="page" aria-labelledby="friends-title">
      <h1 id="friends-title">{t('screens.friends')}</h1>
      <Link class="button button-ghost" href="/search?current=friends">
        {t('social.friends.search')}
      </Link>
      <Tabs
        id="friends"
        label={t('social.friends.tabs')}
        items={tabs}
        value={tab}
        onChange={setTab}
      />
      <div id="friends-panel" role="tabpanel" aria-labelledby={`friends-${tab}`}>
        {tab === 'mine' &&
          (!friends.loading && friends.items.length === 0 ? (
            <Empty text={t('social.friends.empty')} />
          ) : (
            <ul class={styles.list}>
              {friends.items.map((friend) => (
                <li key={friend.id} class={`card ${styles.row}`}>
                  <Picture
                    src={friend.profile_pic}
                    alt=""
                    width={44}
                    height={44}
                    class={styles.avatar}
                    initialOf={friend.player_name ?? ''}
                  />
                  <Link href={`/user/${friend.id}`} class={styles.name}>
                    {friend.player_name}
                  </Link>
                  <button
                    type="button"
                    class="button button-ghost"
                    onClick={() => setRemoving(friend)}
                  >
                    {t('social.friends.unfriend')}
                  </button>
                </li>
              ))}
            </ul>
          ))}
        {tab === 'requests' &&
          (!requests.loading && requests.items.length === 0 ? (
            <Empty text={t('social.friends.no_requests')} />
          ) : (
            <ul class={styles.list}>
              {requests.items.map((request) => (
                <li key={request.id} class={`card ${styles.row}`}>
                  <Picture
                    src={request.sender.profile_pic}
                    alt=""
                    width={44}
                    height={44}
                    class={styles.avatar}
                    initialOf={request.sender.player_name ?? ''}
                  />
                  <span class={styles.name}>
                    {t('social.friends.wants_you', { name: request.sender.player_name ?? '' })}
                  </span>
                  <button
                    type="button"
                    class="button button-ghost"
                    onClick={() => void move(api.friends.decline(request.id), 'del')}
                  >
                    {t('social.friends.decline')}
                  </button>
                  <button
                    type="button"
                    class="button"
                    onClick={() => void move(api.friends.accept(request.id), 'get')}
                  >
                    {t('social.friends.accept')}
                  </button>
                </li>
              ))}
            </ul>
          ))}
        {(tab === 'mine' ? friends : requests).hasNext && (
          <button
            type="button"
            class="button button-ghost"
            onClick={(tab === 'mine' ? friends : requests).next}
          >
            {t('actions.next')}
          </button>
        )}
      </div>
      {removing && (
        <ConfirmDialog
          question={t('profile.unfriend_question', { name: removing.player_name ?? '' })}
          onConfirm={() => {
            const { id } = removing;
            setRemoving(null);
            void move(api.friends.unfriend(id), 'del');
          }}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
