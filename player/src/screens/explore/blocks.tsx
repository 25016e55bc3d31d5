import { AD_SPACES, type AdSpaceId } from '@quiz/shared/constants';
import type { Ad, Game, Paged, Quote } from '@quiz/shared/contract';
import { attributionKey } from '@quiz/shared/format';
import { Link } from 'wouter-preact';
import { GameCard, GameList } from '../../components/game-card/GameCard';
import { PAGE_WIDE, Picture } from '../../components/picture/Picture';
import { Empty, Section } from '../../components/section/Section';
import { CardsSkeleton, Skeleton } from '../../components/skeleton/Skeleton';
import { dataSaver } from '../../lib/data-saver';
import { pick, useLang, useT } from '../../lib/i18n';
import { registrationPath } from '../../lib/nav';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import styles from './Explore.module.css';

/** The random quote: bilingual text and its author, a proverb's attribution translated. */
export function QuoteBlock() {
  const t = useT();
  const lang = useLang();
  const quote = useResource<Quote>(api.games.quote());
  // The room of a two-line quote and the gap below it (.quote): what follows stays put.
  if (quote.status === 'loading') return <Skeleton height={116} />;
  if (!quote.data) return null;
  const attribution = attributionKey(quote.data.author);
  return (
    <figure class={`card ${styles.quote}`} aria-label={t('explore.quote_label')}>
      <blockquote>
        <p>{pick(quote.data, 'quote', lang)}</p>
      </blockquote>
      <footer>— {attribution ? t(attribution) : quote.data.author}</footer>
    </figure>
  );
}

/**
 * One of the three ad spaces. While its ad loads, the space keeps the room of a
 * banner (.ad:empty), so what follows does not move when it comes: most spaces have one.
 * A space with no ad (or whose ad failed to load) keeps that room too, with the site's
 * own invitation to play in it: a player expects neither a blank gap nor the page
 * jumping up under their finger once it has loaded. Under data saver no room is kept.
 */
export function AdSpace({ space }: { space: AdSpaceId }) {
  const t = useT();
  const ad = useResource<Ad>(api.ads.bySpace(space));
  // Under data saver an ad keeps its block, and its link, without its picture.
  const saving = dataSaver.on;
  if (!ad.data?.illustration) {
    return saving ? null : ad.status === 'loading' ? (
      <div class={styles.ad} />
    ) : (
      <div class={styles.house}>
        <Link href="/play-modes">{t('shell.share_text')}</Link>
      </div>
    );
  }
  const square = AD_SPACES[space].form === 'square';
  const label = <span class={styles.adLabel}>{t('explore.ad_label')}</span>;
  const body = saving ? (
    label
  ) : (
    <Picture
      src={ad.data.illustration}
      alt={t('explore.ad_label')}
      width={square ? 320 : 640}
      height={square ? 320 : 160}
      sizes={PAGE_WIDE}
      // The top space is in the first screen, its banner the largest paint of /explore:
      // fetched first. The others render near it (LazyBlock): fetched at once.
      eager
      priority={space === 1}
    />
  );
  return (
    <aside class={styles.ad} aria-label={t('explore.ad_label')}>
      {!saving && label}
      {ad.data.link ? (
        <a href={ad.data.link} target="_blank" rel="sponsored noopener">
          {body}
        </a>
      ) : (
        body
      )}
    </aside>
  );
}

/** A list of games behind a titled section: skeleton, empty state or cards. */
export function GamesSection(props: {
  title: string;
  path: string;
  rail?: boolean;
  count: number;
  more?: { href: string; label: string };
}) {
  const t = useT();
  const games = useResource<Paged<Game>>(props.path);
  return (
    <Section title={props.title} more={props.more}>
      {games.status === 'loading' ? (
        <CardsSkeleton count={Math.min(props.count, 4)} />
      ) : games.data?.list.length ? (
        <GameList games={games.data.list} rail={props.rail} />
      ) : (
        <Empty text={t('lists.empty')} />
      )}
    </Section>
  );
}

/** A single game shown large (the random quiz). */
export function FeaturedGame(props: { title: string; path: string }) {
  const games = useResource<Paged<Game>>(props.path);
  const game = games.data?.list[0];
  if (games.status === 'loading') return <CardsSkeleton count={1} />;
  if (!game) return null;
  return (
    <Section title={props.title}>
      <GameCard game={game} large />
    </Section>
  );
}

/** Invitation to sign up, shown to visitors only. */
export function JoinPrompt() {
  const t = useT();
  return (
    <section class={`card ${styles.strip}`} aria-labelledby="join-title">
      <div>
        <h2 id="join-title">{t('explore.join_title')}</h2>
        <p>{t('explore.join_text')}</p>
      </div>
      <Link class="button" href={registrationPath()}>
        {t('actions.register')}
      </Link>
    </section>
  );
}
