import type { Challenge } from '@quiz/shared/contract';
import { formatDateTime, formatMoney, truncate } from '@quiz/shared/format';
import { challengeWinningsActive } from '@quiz/shared/formulas';
import { Link } from 'wouter-preact';
import { pick, useLang, useT } from '../../lib/i18n';
import { Picture } from '../picture/Picture';
import styles from './ChallengeCard.module.css';

/** Longest player name shown on a card. */
const NAME_MAX = 15;

/**
 * A challenge: its game, starter, participants (the starter counts from the
 * stake on), stake, pot as it stands and, while open, the winnings with one
 * more player (spec section 9, as on the overview) and when it closes; opens
 * the challenge overview.
 */
export function ChallengeCard({ challenge }: { challenge: Challenge }) {
  const t = useT();
  const lang = useLang();
  const title = pick(challenge.game, 'title', lang);
  const starter = truncate(challenge.starter.player_name ?? t('hall.anonymous'), NAME_MAX);
  return (
    <Link href={`/challenge/overview/${challenge.id}`} class={`card ${styles.card}`}>
      <span class={styles.thumb}>
        <Picture src={challenge.game.cover} alt="" initialOf={title} width={72} height={72} />
      </span>
      <span>
        <span class={styles.title}>{title}</span>
        <span class={styles.meta}>{t('challenge.started_by', { name: starter })}</span>
        <span class={styles.meta}>
          {t('challenge.players', { count: challenge.number_of_participants })} ·{' '}
          {t('challenge.stake', { count: challenge.number_of_ene })}
        </span>
        <span class={`${styles.meta} ${styles.pot}`}>
          {t('challenge.winnings', { amount: formatMoney(challenge.total_gain) })}
        </span>
        {challenge.is_active && (
          <>
            <span class={styles.meta}>
              {t('challenge.one_more', {
                amount: formatMoney(
                  challengeWinningsActive(
                    challenge.number_of_participants,
                    challenge.number_of_ene,
                    challenge.gain_unit,
                  ),
                ),
              })}
            </span>
            <span class={styles.meta}>
              {t('challenge.closes', { date: formatDateTime(challenge.closes_at, lang) })}
            </span>
          </>
        )}
      </span>
    </Link>
  );
}

export function ChallengeList({ challenges }: { challenges: Challenge[] }) {
  return (
    <ul class={styles.list}>
      {challenges.map((challenge) => (
        <li key={challenge.id}>
          <ChallengeCard challenge={challenge} />
        </li>
      ))}
    </ul>
  );
}
