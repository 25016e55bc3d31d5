import type {
  ChallengeDetail,
  ChallengeInvitation,
  MyChallenges as Page,
} from '@quiz/shared/contract';
import { useEffect, useState } from 'preact/hooks';
import { ChallengeCard, ChallengeList } from '../../components/challenge-card/ChallengeCard';
import { PagedView } from '../../components/section/Paged';
import { SpendPrompt } from '../../components/spend-prompt/SpendPrompt';
import { Tabs } from '../../components/tabs/Tabs';
import { http } from '../../lib/api';
import { navigate } from '../../lib/nav';
import { clearDot, news } from '../../lib/news';
import { notify } from '../../lib/notice';
import { usePaged } from '../../lib/paged';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { useStore } from '../../lib/store';
import { useTitle } from '../../lib/use-title';
import { playPath } from '../play/path';
import { usePlayT } from '../play/texts';
import styles from './MyChallenges.module.css';

const TABS = ['results', 'invitations', 'started', 'explore'] as const;
type Tab = (typeof TABS)[number];
/** Page size M2 of spec section 9. */
const PAGE_SIZE = 10;

/**
 * My challenges (spec section 2): a search box, and the tabs Results (the challenges
 * played), Invitations (an unread counter; each row accepts, which asks first with
 * its cost in credits and FCFA, then plays it, or
 * declines, which removes it), Started, and Explore, which goes to the challenges
 * to join. A tab reloads its first page when chosen.
 */
export default function MyChallenges() {
  const t = usePlayT();
  const [tab, setTab] = useState<Tab>('results');
  const [declined, setDeclined] = useState<number[]>([]);
  const [text, setText] = useState('');
  /** An invitation being accepted: it asks first, with its cost (nothing is taken before). */
  const [accepting, setAccepting] = useState<ChallengeDetail | null>(null);
  const latest = useStore(news, (state) => state.latest);
  // A new invitation or a result while the screen is open: its list reads again.
  const [version, setVersion] = useState(0);
  useEffect(() => clearDot('challenge_request'), []);
  useEffect(() => {
    if (latest?.type === 'challenge_invitation' || latest?.type === 'challenge_result') {
      setVersion((n) => n + 1);
    }
  }, [latest]);
  // The unread counter, read once (the invitations tab marks them seen).
  const counters = useResource<Page>(
    api.games.myChallenges({ kind: 'results', page: 1, size: 1, indicators: true }),
  );
  const unread = counters.data?.indicators?.invitations ?? 0;
  const challenges = usePaged<ChallengeDetail>(
    tab === 'results' || tab === 'started'
      ? (page) => api.games.myChallenges({ kind: tab, page, size: PAGE_SIZE })
      : null,
    `${tab}:${version}`,
  );
  const invitations = usePaged<ChallengeInvitation>(
    tab === 'invitations' ? (page) => api.games.myChallengesInvitations(page, PAGE_SIZE) : null,
    `${tab}:${version}`,
  );
  useTitle('screens.my_challenges');

  function choose(next: Tab) {
    if (next === 'explore') return navigate('/explore-challenges');
    setTab(next);
  }

  async function decline(invitation: ChallengeInvitation) {
    try {
      await http.del(api.games.declineInvitation(invitation.id));
      // The row leaves the list: that says it was declined.
      setDeclined((ids) => [...ids, invitation.id]);
    } catch {
      notify('shell.something_wrong', 'error');
    }
  }

  return (
    <div class="page">
      <h1>{t('screens.my_challenges')}</h1>
      <form
        class={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim())
            navigate(`/search?text=${encodeURIComponent(text.trim())}&current=challenges`);
        }}
      >
        <input
          type="search"
          aria-label={t('play.mine.search')}
          placeholder={t('play.mine.search')}
          value={text}
          onInput={(event) => setText(event.currentTarget.value)}
        />
        <button type="submit" class="button">
          {t('actions.search')}
        </button>
      </form>
      <Tabs
        id="my-challenges"
        label={t('play.mine.tabs')}
        items={TABS.map((value) => ({
          value,
          label:
            value === 'invitations' && unread > 0
              ? `${t('play.mine.invitations')} (${t('play.mine.unread', { count: unread })})`
              : t(`play.mine.${value}`),
        }))}
        value={tab}
        onChange={choose}
      />
      <div id="my-challenges-panel" role="tabpanel" aria-labelledby={`my-challenges-${tab}`}>
        {tab === 'invitations' ? (
          <PagedView state={invitations}>
            {(items) => (
              <ul class={styles.invitations}>
                {items
                  .filter((invitation) => invitation.challenge && !declined.includes(invitation.id))
                  .map((invitation) => {
                    const challenge = invitation.challenge as ChallengeDetail;
                    return (
                      <li key={invitation.id}>
                        <ChallengeCard challenge={challenge} />
                        <div class={styles.answer}>
                          <button
                            type="button"
                            class="button"
                            onClick={() => setAccepting(challenge)}
                          >
                            {t('actions.accept')}
                          </button>
                          <button
                            type="button"
                            class="button button-ghost"
                            onClick={() => decline(invitation)}
                          >
                            {t('actions.decline')}
                          </button>
                        </div>
                      </li>
                    );
                  })}
              </ul>
            )}
          </PagedView>
        ) : (
          <PagedView state={challenges}>
            {(items) => <ChallengeList challenges={items} />}
          </PagedView>
        )}
      </div>
      {accepting && (
        <SpendPrompt
          t={t}
          title={t('play.spend.accept_title')}
          kind="challenge"
          units={accepting.number_of_ene}
          confirm={t('play.spend.accept')}
          onConfirm={() => navigate(playPath('challenge', accepting.game.id, accepting.id))}
          onClose={() => setAccepting(null)}
        >
          <p>{t('play.spend.accept_text')}</p>
        </SpendPrompt>
      )}
    </div>
  );
}
