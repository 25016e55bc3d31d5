import type { ChallengeOverview as Overview } from '@quiz/shared/contract';
import { formatDateTime, formatDuration, formatMoney, truncate } from '@quiz/shared/format';
import { challengeStake, challengeWinningsActive } from '@quiz/shared/formulas';
import { useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { LoadFailed, Modal } from '../../components/modal/Modal';
import { PAGE_WIDE, Picture } from '../../components/picture/Picture';
import { CardsSkeleton } from '../../components/skeleton/Skeleton';
import { SpendPrompt } from '../../components/spend-prompt/SpendPrompt';
import { pick, useLang } from '../../lib/i18n';
import { HOME, navigate } from '../../lib/nav';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { shareLink } from '../../lib/share';
import { useTitle } from '../../lib/use-title';
import type { ViewProps } from '../../routes';
import { playPath } from '../play/path';
import { usePlayT } from '../play/texts';
import styles from './Challenge.module.css';
import { useCountdown } from './useCountdown';

/** The spec cuts a challenge's game title to 25 characters when it is shared. */
const SHARE_TITLE_MAX = 25;

/**
 * Why the overview cannot be shown (spec section 8): the viewer played it already
 * (a popup with a link to its result), or there is no such challenge (the
 * inactive-challenge popup); OK goes home either way.
 */
function Refused({ id, played }: { id: number; played: boolean }) {
  const t = usePlayT();
  const home = () => navigate(HOME);
  return (
    <Modal
      title={t(played ? 'play.fair.already_played_title' : 'play.fair.inactive_title')}
      onClose={home}
      actions={
        <>
          {played && (
            <Link class="button button-ghost" href={`/challenge/result/${id}`}>
              {t('play.see_result')}
            </Link>
          )}
          <button type="button" class="button" onClick={home}>
            {t('actions.ok')}
          </button>
        </>
      }
    >
      <p>{t(played ? 'play.fair.already_played' : 'play.fair.inactive')}</p>
    </Modal>
  );
}

/**
 * A challenge before playing it (spec section 2): its quiz, starter, participants
 * (the starter among them from the stake on), credits at stake, the pot as it stands,
 * the winnings with one more player (section 9), the time left and the closing date;
 * play after a prompt that says its cost, share it. A closed challenge says so once
 * (its status line) and leads to its result.
 */
export default function ChallengeOverview({ params }: ViewProps) {
  const t = usePlayT();
  const lang = useLang();
  const id = Number(params.challId);
  const overview = useResource<Overview>(id > 0 ? api.games.challengeOverview(id) : null);
  const left = useCountdown(overview.data?.challenge.remaining_sec);
  const [prompt, setPrompt] = useState(false);
  useTitle('screens.challenge_overview');

  if (!(id > 0)) return <Refused id={id} played={false} />;
  if (overview.status === 'error') {
    const code = overview.error.body.status_message;
    if (code === 'ALREADY_PLAYED') return <Refused id={id} played />;
    if (code === 'INVALID_ID' || overview.error.status === 404) {
      return <Refused id={id} played={false} />;
    }
    return <LoadFailed />;
  }
  if (overview.status === 'loading') return <CardsSkeleton />;

  const { challenge } = overview.data;
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
          priority
          sizes={PAGE_WIDE}
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
          <dt>{t('play.fair.participants')}</dt>
          <dd>{t('challenge.players', { count: challenge.number_of_participants })}</dd>
        </div>
        <div>
          <dt>{t('play.overview.energy')}</dt>
          <dd>{t('challenge.stake', { count: challenge.number_of_ene })}</dd>
        </div>
        <div>
          <dt>{t('play.challenge.pot')}</dt>
          <dd>{pot}</dd>
        </div>
        {open && (
          <div>
            <dt>{t('play.fair.winnings')}</dt>
            <dd>
              {formatMoney(
                challengeWinningsActive(
                  challenge.number_of_participants,
                  challenge.number_of_ene,
                  challenge.gain_unit,
                ),
              )}
            </dd>
          </div>
        )}
        {open && (
          <div>
            <dt>{t('play.time_left')}</dt>
            <dd>
              <time>{formatDuration(left)}</time>
            </dd>
          </div>
        )}
      </dl>
      <p>
        {t(open ? 'play.fair.closes' : 'play.fair.closed_on', {
          date: formatDateTime(challenge.closes_at, lang),
        })}
      </p>
      {open && (
        <p>
          {t('play.fair.winnings_note', {
            stake: formatMoney(challengeStake(challenge.number_of_ene, challenge.gain_unit)),
          })}
        </p>
      )}
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
          kind="challenge"
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
