import type { ChallengeOverview as Overview } from '@quiz/shared/contract';
import { formatDuration, formatMoney, truncate } from '@quiz/shared/format';
import { useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { LoadFailed } from '../../components/modal/Modal';
import { Picture } from '../../components/picture/Picture';
import { CardsSkeleton } from '../../components/skeleton/Skeleton';
import { SpendPrompt } from '../../components/spend-prompt/SpendPrompt';
import { pick, useLang } from '../../lib/i18n';
import { navigate } from '../../lib/nav';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { shareLink } from '../../lib/share';
import { useTitle } from '../../lib/use-title';
import type { ViewProps } from '../../routes';
import { playPath } from '../play/Play';
import { usePlayT } from '../play/texts';
import styles from './Challenge.module.css';
import { useCountdown } from './useCountdown';

/** The spec cuts a challenge's game title to 25 characters when it is shared. */
const SHARE_TITLE_MAX = 25;

/**
 * A challenge before playing it (spec section 2): its quiz, starter, participations,
 * energy at stake, current pot and the time left; play after a prompt that says its
 * cost, share it. A closed challenge says so and leads to its result; one already
 * played is told by the play screen, with the same link.
 */
export default function ChallengeOverview({ params }: ViewProps) {
  const t = usePlayT();
  const lang = useLang();
  const id = Number(params.challId);
  const overview = useResource<Overview>(id > 0 ? api.games.challengeOverview(id) : null);
  const left = useCountdown(overview.data?.challenge.remaining_sec);
  const [prompt, setPrompt] = useState(false);
  useTitle('screens.challenge_overview');

  if (overview.status === 'error' || !(id > 0)) {
    return <LoadFailed />;
  }
  if (overview.status === 'loading') return <CardsSkeleton />;

  const { challenge, num_plays } = overview.data;
  const title = pick(challenge.game, 'title', lang);
  const open = challenge.is_active && left > 0;
  const pot = formatMoney(challenge.total_gain);
  const share = () =>
    shareLink({
      title: t('play.challenge.share_title', { title: truncate(title, SHARE_TITLE_MAX) }),
      text: t('play.challenge.share_text', { amount: pot }),
      url: `${location.origin}/challenge/overview/${challenge.id}`,
    });

  return (
    <div class={`page ${styles.page}`}>
      <header class={styles.header}>
        <Picture
          src={challenge.game.cover}
          alt=""
          initialOf={title}
          width={640}
          height={320}
          eager
        />
        <h1>{title}</h1>
        <p>
          {t('challenge.started_by', {
            name: challenge.starter.player_name ?? t('hall.anonymous'),
          })}
        </p>
      </header>
      <dl class={`card ${styles.figures}`}>
        <div>
          <dt>{t('play.challenge.participants')}</dt>
          <dd>{t('challenge.players', { count: num_plays })}</dd>
        </div>
        <div>
          <dt>{t('play.overview.energy')}</dt>
          <dd>{t('challenge.stake', { count: challenge.number_of_ene })}</dd>
        </div>
        <div>
          <dt>{t('play.challenge.pot')}</dt>
          <dd>{pot}</dd>
        </div>
        <div>
          <dt>{open ? t('play.time_left') : t('play.challenge.closed')}</dt>
          <dd>
            <time>{formatDuration(left)}</time>
          </dd>
        </div>
      </dl>
      <div class={styles.actions}>
        {open ? (
          <button type="button" class="button" onClick={() => setPrompt(true)}>
            {t('actions.play')}
          </button>
        ) : (
          <Link class="button" href={`/challenge/result/${challenge.id}`}>
            {t('play.see_result')}
          </Link>
        )}
        <button type="button" class="button button-ghost" onClick={share}>
          {t('actions.share')}
        </button>
      </div>
      {prompt && open && (
        <SpendPrompt
          t={t}
          title={t('play.challenge.play_title')}
          units={challenge.number_of_ene}
          confirm={t('actions.play')}
          onConfirm={() => navigate(playPath('challenge', challenge.game.id, challenge.id))}
          onClose={() => setPrompt(false)}
        />
      )}
      {!open && (
        <p class={styles.closed} role="status">
          {t('play.challenge.closed')}
        </p>
      )}
    </div>
  );
}
