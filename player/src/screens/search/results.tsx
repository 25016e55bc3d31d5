import type { Challenge, FoundPlayer, Game, SearchPlayResult } from '@quiz/shared/contract';
import { Link } from 'wouter-preact';
import { ChallengeList } from '../../components/challenge-card/ChallengeCard';
import { GameList } from '../../components/game-card/GameCard';
import { pick, useLang, useT } from '../../lib/i18n';
import styles from './Search.module.css';

export type SearchTab = 'quizzes' | 'friends' | 'challenges' | 'results';

/** The spec's play status labels: in progress, challenge ongoing, winner, lost. */
export function playStatus(
  result: SearchPlayResult,
): 'in_progress' | 'challenge_on' | 'winner' | 'lost' {
  if (result.is_active) return 'in_progress';
  if (result.type === 'challenge' && result.challenge_is_active) return 'challenge_on';
  return result.is_winner ? 'winner' : 'lost';
}

function Players({ players }: { players: FoundPlayer[] }) {
  const t = useT();
  return (
    <ul class={styles.rows}>
      {players.map((player) => (
        <li key={player.id} class="card">
          <Link href={`/user/${player.id}`}>{player.player_name ?? t('hall.anonymous')}</Link>
          {player.email_phone_number && (
            <span class={styles.muted}>{player.email_phone_number}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function Results({ results }: { results: SearchPlayResult[] }) {
  const t = useT();
  const lang = useLang();
  return (
    <ul class={styles.rows}>
      {results.map((result, i) => (
        <li key={`${result.game.id}-${i}`} class="card">
          <Link
            href={result.challenge ? `/challenge/result/${result.challenge.id}` : '/solo/results'}
          >
            {pick(result.game, 'title', lang)}
          </Link>
          <span class={styles.muted}>
            {t(`game_kinds.${result.type}`)} · {t(`play_statuses.${playStatus(result)}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The list of one search tab. */
export function SearchList({ tab, items }: { tab: SearchTab; items: unknown[] }) {
  if (tab === 'quizzes') return <GameList games={items as Game[]} />;
  if (tab === 'challenges') return <ChallengeList challenges={items as Challenge[]} />;
  if (tab === 'friends') return <Players players={items as FoundPlayer[]} />;
  return <Results results={items as SearchPlayResult[]} />;
}
