import type { PlayOverview as Overview } from '@quiz/shared/contract';
import { formatDuration, formatMoney } from '@quiz/shared/format';
import { soloReward } from '@quiz/shared/formulas';
import { useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { ChallengeList } from '../../components/challenge-card/ChallengeCard';
import { GameList } from '../../components/game-card/GameCard';
import { LoadFailed } from '../../components/modal/Modal';
import { PAGE_WIDE, Picture } from '../../components/picture/Picture';
import { Empty, Section } from '../../components/section/Section';
import { CardsSkeleton } from '../../components/skeleton/Skeleton';
import { SpendPrompt } from '../../components/spend-prompt/SpendPrompt';
import { pick, useLang } from '../../lib/i18n';
import { navigate } from '../../lib/nav';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { session } from '../../lib/session';
import { useStore } from '../../lib/store';
import { useTitle } from '../../lib/use-title';
import type { ViewProps } from '../../routes';
import { playPath } from '../play/path';
import { usePlayT } from '../play/texts';
import { ChallengeFlow } from './ChallengeFlow';
import styles from './PlayOverview.module.css';

/**
 * The play overview (spec section 2): the quiz (cover, title, questions and time,
 * indexes), the play-mode box (solo after a prompt that says its cost and reward,
 * challenge through its popups, what play modes are; a quiz already played says so
 * and links to its result instead), then quizzes and challenges around it. A quiz that cannot load says so, and OK goes back to explore.
 */
export default function PlayOverview({ params }: ViewProps) {
  const t = usePlayT();
  const lang = useLang();
  const gameId = Number(params.gameId);
  const overview = useResource<Overview>(
    Number.isInteger(gameId) && gameId > 0 ? api.games.playOverview(gameId) : null,
  );
  const settings = useStore(session, (state) => state.population?.settings);
  const [popup, setPopup] = useState<'solo' | 'challenge' | null>(null);
  useTitle('screens.play_overview');

  if (overview.status === 'error' || !(gameId > 0)) {
    const code = overview.status === 'error' ? overview.error.body.status_message : null;
    return <LoadFailed reason={code ? t(`status.${code}`) : undefined} />;
  }
  if (overview.status === 'loading') return <CardsSkeleton />;

  const { game } = overview.data;
  const played =
    overview.data.my_play && !overview.data.my_play.is_active ? overview.data.my_play : null;
  const title = pick(game, 'title', lang);
  const reward = settings
    ? soloReward(settings.gain_unit, settings.solo_units, settings.solo_win_gain_multiplicator)
    : null;
  return (
    <div class={`page ${styles.page}`}>
      <header class={styles.header}>
        <Picture
          src={game.cover}
          alt=""
          initialOf={title}
          width={640}
          height={320}
          priority
          sizes={PAGE_WIDE}
        />
        <div>
          <h1>{title}</h1>
          <p>
            {t('play.overview.length', {
              count: game.number_of_questions,
              time: formatDuration(game.timer),
            })}
          </p>
          {game.indexes && game.indexes.length > 0 && (
            <ul class={styles.indexes}>
              {game.indexes.map((index) => (
                <li key={index.id}>
                  <Link href={`/category/${index.id}`}>{pick(index, 'label', lang)}</Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </header>

      <section class={`card ${styles.modes}`} aria-labelledby="modes-title">
        <h2 id="modes-title">{t('play.overview.modes')}</h2>
        {played ? (
          // A quiz is played once per player: its result, not a new play that would be refused.
          <p>
            {t(played.type === 'solo' ? 'play.fair.solo_played' : 'play.fair.already_played')}{' '}
            <Link
              href={
                played.type === 'solo'
                  ? `/solo/results?soloDetails=${played.id}`
                  : `/challenge/result/${played.challenge_id}`
              }
            >
              {t('play.fair.see_my_result')}
            </Link>
          </p>
        ) : (
          <div class={styles.modeButtons}>
            <button type="button" class="button" onClick={() => setPopup('solo')}>
              {t('actions.play_solo')}
            </button>
            <button type="button" class="button" onClick={() => setPopup('challenge')}>
              {t('play.overview.challenge')}
            </button>
          </div>
        )}
        <Link href="/play-modes">{t('play.overview.what_modes')}</Link>
      </section>

      <Section title={t('play.overview.challenges')}>
        {overview.data.challenges.length > 0 ? (
          <ChallengeList challenges={overview.data.challenges} />
        ) : (
          <Empty text={t('play.overview.no_challenges')} />
        )}
      </Section>
      <Section title={t('play.overview.trending')}>
        <GameList games={overview.data.trending} rail />
      </Section>
      <Section title={t('play.overview.more')}>
        <GameList games={overview.data.more} rail />
      </Section>
      {overview.data.top_by_index.map(({ index, games }) =>
        games.length > 0 ? (
          <Section
            key={index.id}
            title={t('play.overview.top_in', { category: pick(index, 'label', lang) })}
          >
            <GameList games={games} rail />
          </Section>
        ) : null,
      )}
      <Section title={t('play.overview.popular')}>
        <GameList games={overview.data.popular} />
      </Section>

      {popup === 'solo' && (
        <SpendPrompt
          t={t}
          title={t('play.overview.solo_title')}
          kind="solo"
          units={settings?.solo_units ?? 1}
          confirm={t('actions.play')}
          onConfirm={() => navigate(playPath('solo', game.id))}
          onClose={() => setPopup(null)}
        >
          {reward !== null && game.solo_percentage_towin !== undefined && (
            <p>
              {t('play.overview.solo_win', {
                percent: Math.round(game.solo_percentage_towin * 100),
                amount: formatMoney(reward),
              })}
            </p>
          )}
          <p>{t('play.spend.solo_badges')}</p>
        </SpendPrompt>
      )}
      {popup === 'challenge' && (
        <ChallengeFlow
          game={game}
          challenges={overview.data.challenges}
          onClose={() => setPopup(null)}
          t={t}
        />
      )}
    </div>
  );
}
