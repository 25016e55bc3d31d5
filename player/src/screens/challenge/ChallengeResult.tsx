import type { ChallengePlay, ChallengeResult as Result } from '@quiz/shared/contract';
import { formatDateTime, formatDuration, formatMoney, truncate } from '@quiz/shared/format';
import { useState } from 'preact/hooks';
import { LoadFailed, Modal } from '../../components/modal/Modal';
import { CardsSkeleton } from '../../components/skeleton/Skeleton';
import { pick, type Translate, useLang } from '../../lib/i18n';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { shareLink } from '../../lib/share';
import { useTitle } from '../../lib/use-title';
import type { ViewProps } from '../../routes';
import { outcomeText } from '../play/review';
import { ScoreView } from '../play/ScoreView';
import { usePlayT } from '../play/texts';
import styles from './Challenge.module.css';
import { useCountdown } from './useCountdown';

const SHARE_TITLE_MAX = 25;

/**
 * Plays as ranked lines: best score first, then fastest (the server's order);
 * a starter who staked but has not played is a participant too, listed last.
 */
function PlayLines({
  plays,
  waiting,
  t,
}: {
  plays: ChallengePlay[];
  waiting?: string | null;
  t: Translate;
}) {
  return (
    <ol class={styles.plays}>
      {plays.map((play) => (
        <li key={play.id}>
          <span>{play.user.player_name ?? t('hall.anonymous')}</span>
          <span>
            {t('play.challenge.score_line', {
              note: play.note,
              time: formatDuration(play.duration_sec),
            })}
          </span>
        </li>
      ))}
      {waiting && (
        <li>
          <span>{waiting}</span>
          <span>{t('play.fair.not_played')}</span>
        </li>
      )}
    </ol>
  );
}

/**
 * A challenge's result (spec section 2): while it runs, the time left, its closing
 * date and a wait message; once closed, plainly to the viewer "You won 200 FCFA" or
 * "You lost", how many won and what each won (or the stakes given back when nobody
 * did). The participants, the winners and the player's own score open
 * in popups; the result can be shared.
 */
export default function ChallengeResult({ params }: ViewProps) {
  const t = usePlayT();
  const lang = useLang();
  const id = Number(params.challId);
  const result = useResource<Result>(id > 0 ? api.games.challengeResult(id) : null);
  const left = useCountdown(result.data?.challenge.remaining_sec);
  const [popup, setPopup] = useState<'participants' | 'winners' | 'mine' | null>(null);
  useTitle('screens.challenge_result');

  if (result.status === 'error' || !(id > 0)) {
    return <LoadFailed />;
  }
  if (result.status === 'loading') return <CardsSkeleton />;

  const { challenge, play, plays, has_winners } = result.data;
  const title = pick(challenge.game, 'title', lang);
  const closed = !challenge.is_active;
  const winners = plays.filter((entry) => entry.is_winner);
  const share = () =>
    shareLink({
      title: t('play.challenge.share_title', { title: truncate(title, SHARE_TITLE_MAX) }),
      text: t('play.challenge.share_text', { amount: formatMoney(challenge.total_gain) }),
      url: `${location.origin}/challenge/result/${challenge.id}`,
    });
  const close = () => setPopup(null);

  return (
    <div class={`page ${styles.page}`}>
      <h1>{t('play.challenge.result_title')}</h1>
      <p class={styles.subtitle}>{title}</p>
      <dl class={`card ${styles.figures}`}>
        <div>
          <dt>{t('play.challenge.participants')}</dt>
          <dd>{t('challenge.players', { count: challenge.number_of_participants })}</dd>
        </div>
        <div>
          <dt>{t('play.challenge.pot')}</dt>
          <dd>{formatMoney(challenge.total_gain)}</dd>
        </div>
        {closed ? (
          <div>
            <dt>{t('play.challenge.winners_title')}</dt>
            <dd>{t('play.challenge.winners', { count: has_winners })}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('play.time_left')}</dt>
            <dd>
              <time>{formatDuration(left)}</time>
            </dd>
          </div>
        )}
      </dl>
      {/* Refunded (nobody won): no verdict, the line below says the stakes went back. */}
      {closed && play && has_winners > 0 && (
        <p class={styles.verdict} role="status">
          {outcomeText({ game: challenge.game, play }, true, t)}
        </p>
      )}
      <p>
        {t(closed ? 'play.fair.closed_on' : 'play.fair.closes', {
          date: formatDateTime(challenge.closes_at, lang),
        })}
      </p>
      <p class={styles.closed} role={closed && play && has_winners > 0 ? undefined : 'status'}>
        {!closed
          ? t('play.challenge.waiting')
          : has_winners > 0 && challenge.gain_per_winner !== null
            ? t('play.challenge.per_winner', { amount: formatMoney(challenge.gain_per_winner) })
            : t('play.challenge.no_winner')}
      </p>
      <div class={styles.actions}>
        <button type="button" class="button button-ghost" onClick={() => setPopup('participants')}>
          {t('play.challenge.participants')}
        </button>
        {closed && (
          <button type="button" class="button button-ghost" onClick={() => setPopup('winners')}>
            {t('play.challenge.winners_title')}
          </button>
        )}
        {play && (
          <button type="button" class="button button-ghost" onClick={() => setPopup('mine')}>
            {t('play.challenge.my_score')}
          </button>
        )}
        <button type="button" class="button" onClick={share}>
          {t('actions.share')}
        </button>
      </div>
      {popup === 'participants' && (
        <Modal
          title={t('play.challenge.participants')}
          onClose={close}
          actions={<Ok onClick={close} t={t} />}
        >
          <PlayLines
            plays={plays}
            waiting={
              plays.some((entry) => entry.user.id === challenge.starter.id)
                ? null
                : (challenge.starter.player_name ?? t('hall.anonymous'))
            }
            t={t}
          />
        </Modal>
      )}
      {popup === 'winners' && (
        <Modal
          title={t('play.challenge.winners_title')}
          onClose={close}
          actions={<Ok onClick={close} t={t} />}
        >
          <PlayLines plays={winners} t={t} />
        </Modal>
      )}
      {popup === 'mine' && play && (
        <Modal
          title={t('play.challenge.my_score')}
          onClose={close}
          actions={<Ok onClick={close} t={t} />}
        >
          <ScoreView
            score={{ game: challenge.game, play }}
            timedOut={false}
            closedChallenge={closed}
            inPopup
            t={t}
          />
        </Modal>
      )}
    </div>
  );
}

function Ok({ onClick, t }: { onClick: () => void; t: Translate }) {
  return (
    <button type="button" class="button" onClick={onClick}>
      {t('actions.ok')}
    </button>
  );
}
