import type { Game } from '@quiz/shared/contract';
import { Link } from 'wouter-preact';
import { pick, useLang, useT } from '../../lib/i18n';
import { PAGE_WIDE, Picture } from '../picture/Picture';
import styles from './GameCard.module.css';

/**
 * A small card's slot: a grid column or a rail's 42 % (at least 150 px), about
 * half a phone's width, near 320 px on wider screens.
 */
const CARD_WIDE = '(max-width: 640px) 50vw, 320px';

/** A game in lists: cover, title, plays and questions; opens its play overview. */
export function GameCard({ game, large = false }: { game: Game; large?: boolean }) {
  const t = useT();
  const lang = useLang();
  const title = pick(game, 'title', lang);
  return (
    <Link
      href={`/play/overview/${game.id}`}
      class={`card ${styles.card} ${large ? styles.large : ''}`}
    >
      <Picture
        src={game.cover}
        alt=""
        initialOf={title}
        width={large ? 640 : 320}
        height={large ? 320 : 200}
        eager={large}
        sizes={large ? PAGE_WIDE : CARD_WIDE}
      />
      <span class={styles.body}>
        <span class={styles.title}>{title}</span>
        <span class={styles.meta}>
          {t('game.questions', { count: game.number_of_questions })} ·{' '}
          {t('game.plays', { count: game.number_of_plays })}
        </span>
      </span>
    </Link>
  );
}

/** Games as a wrapping grid, or as a horizontal rail that scrolls sideways on phones. */
export function GameList({ games, rail = false }: { games: Game[]; rail?: boolean }) {
  return (
    <ul class={rail ? styles.rail : styles.grid}>
      {games.map((game) => (
        <li key={game.id}>
          <GameCard game={game} />
        </li>
      ))}
    </ul>
  );
}
