import type { Transaction } from 'kysely';
import { awardBadges } from '../../domain/badges/award';
import { gameSearchTitle } from '../../domain/catalogue/search-text';
import { type MediaStore, putFolder } from '../../domain/media/store';
import { defaultSettings, readSettings, type Settings } from '../../domain/settings/settings';
import type { Db } from '../index';
import type { Database } from '../schema';
import { isoNow } from '../time';
import { nestingTransaction } from '../transaction';
import { seedAccounts } from './accounts';
import { seedActivity } from './activity';
import { loadCatalogue } from './catalogue/load';
import type {
  SeedAdPartner,
  SeedBadgeType,
  SeedGame,
  SeedIndex,
  SeedQuestion,
  SeedQuote,
} from './catalogue/types';
import { adSpaces, creditPacks } from './reference';

type Trx = Transaction<Database>;

export interface SeedOptions {
  /** the media store; seed pictures are put under `seed/` in it */
  media: MediaStore;
  /** where the seed pictures are kept in the source tree */
  seedMediaDir: string;
  now?: Date;
}

const SEEDED_KEY = 'seeded_at';

/** Whether this database was filled already: a second start keeps what is there. */
export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', SEEDED_KEY)
    .executeTakeFirst();
  return row !== undefined;
}

/** Reference data every database needs, demo or not: settings, country, ad spaces, packs. */
export async function seedReference(trx: Trx) {
  await trx
    .insertInto('settings')
    .values(Object.entries(defaultSettings).map(([key, value]) => ({ key, value: String(value) })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  await trx
    .insertInto('countries')
    .values({ code: 'CM', name_en: 'Cameroon', name_fr: 'Cameroun', country_code: '+237' })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await trx
    .insertInto('ad_spaces')
    .values(adSpaces)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('credit_packs')
    .values(creditPacks)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/**
 * Fills a fresh database with the demo catalogue and accounts, in one
 * transaction: a seed that fails leaves the database as new.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<boolean> {
  if (await isSeeded(db)) return false;
  await putFolder(options.media, options.seedMediaDir, 'seed');
  const catalogue = await loadCatalogue();
  const now = options.now ?? new Date();
  await nestingTransaction(db, async (trx) => {
    await seedReference(trx);
    const settings = await readSettings(trx);
    const country = await trx
      .selectFrom('countries')
      .select('id')
      .where('code', '=', 'CM')
      .executeTakeFirstOrThrow();
    const accounts = await seedAccounts(trx, country.id);
    const indexIds = await seedIndexes(trx, catalogue.indexes);
    await seedQuotes(trx, catalogue.quotes);
    const games = [...catalogue.gamesA, ...catalogue.gamesB];
    await seedGames(trx, games, settings, indexIds, accounts.get('games') ?? null, now);
    await seedActivity(trx, { accounts, now });
    await seedBadges(trx, catalogue.badgeTypes);
    await seedAds(trx, catalogue.adPartners, now);
    await trx
      .insertInto('settings')
      .values({ key: SEEDED_KEY, value: isoNow(now) })
      .execute();
  });
  // The demo activity earns badges by the same rules as real plays.
  const players = await db.selectFrom('plays').select('user_id').distinct().execute();
  for (const { user_id } of players) await awardBadges(db, user_id);
  return true;
}

/** Media are stored as keys relative to the media store; the API turns them into /media/ URLs. */
const media = (path: string) => `seed/${path}`;

async function seedIndexes(trx: Trx, indexes: SeedIndex[]) {
  const ids = new Map<string, number>();
  for (const index of indexes) {
    const row = await trx
      .insertInto('game_indexes')
      .values({
        code: index.code,
        label_en: index.label_en,
        label_fr: index.label_fr,
        cover_description_en: index.cover_description_en,
        cover_description_fr: index.cover_description_fr,
        icon: media(index.icon),
        image: media(index.image),
        cover_image: media(index.cover_image),
        updated_at: isoNow(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(index.code, row.id);
  }
  return ids;
}

async function seedQuotes(trx: Trx, quotes: SeedQuote[]) {
  await trx.insertInto('quotes').values(quotes).execute();
}

async function seedGames(
  trx: Trx,
  games: SeedGame[],
  settings: Settings,
  indexIds: Map<string, number>,
  managerId: number | null,
  now: Date,
) {
  const dayMs = 24 * 3600 * 1000;
  for (const [position, game] of games.entries()) {
    // Spread creation dates over the past weeks so "latest" orders mean something.
    const createdAt = isoNow(new Date(now.getTime() - (games.length - position) * 1.5 * dayMs));
    const quote = game.quote
      ? await trx.insertInto('quotes').values(game.quote).returning('id').executeTakeFirstOrThrow()
      : undefined;
    const row = await trx
      .insertInto('games')
      .values({
        title_en: game.title_en,
        title_fr: game.title_fr,
        search_title: gameSearchTitle(game),
        cover: media(game.cover),
        // The back office creates games with the settings of the day.
        question_duration_sec: settings.question_duration_sec,
        solo_percentage_towin: settings.solo_percentage_towin,
        quote_id: quote?.id ?? null,
        manager_id: managerId,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('game_game_indexes')
      .values(
        game.indexes.map((code) => {
          const id = indexIds.get(code);
          if (id === undefined) throw new Error(`game ${game.key}: unknown index ${code}`);
          return { game_id: row.id, game_index_id: id };
        }),
      )
      .execute();
    await trx
      .insertInto('questions')
      .values(game.questions.map((question, rank) => questionRow(row.id, rank + 1, question)))
      .execute();
  }
}

function questionRow(gameId: number, rank: number, question: SeedQuestion) {
  const pictures = 'choice_images' in question;
  const choicesEn = pictures ? question.choice_images.map(media) : question.choices_en;
  const choicesFr = pictures ? question.choice_images.map(media) : question.choices_fr;
  return {
    game_id: gameId,
    rank,
    type: question.type,
    label_en: question.label_en,
    label_fr: question.label_fr,
    illustration: question.illustration ? media(question.illustration) : null,
    choice_values_en: JSON.stringify(choicesEn),
    choice_values_fr: JSON.stringify(choicesFr),
    correction_ids: JSON.stringify(question.correction_ids),
  };
}

async function seedBadges(trx: Trx, badgeTypes: SeedBadgeType[]) {
  await trx
    .insertInto('badge_types')
    .values(
      badgeTypes.map((badge) => ({
        ...badge,
        icon: media(badge.icon),
        image: media(badge.image),
        updated_at: isoNow(),
      })),
    )
    .execute();
}

async function seedAds(trx: Trx, adPartners: SeedAdPartner[], now: Date) {
  for (const partner of adPartners) {
    const row = await trx
      .insertInto('ad_partners')
      .values({
        entreprise_name: partner.entreprise_name,
        rccm: partner.rccm ?? null,
        phone_1: partner.phone_1,
        phone_2: partner.phone_2,
        email: partner.email,
        updated_at: isoNow(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const subscription of partner.subscriptions) {
      await trx
        .insertInto('ad_subscriptions')
        .values({
          ad_partner_id: row.id,
          type: subscription.space,
          amount: subscription.amount,
          duration_days: subscription.duration_days,
          activated_at: isoNow(now),
        })
        .execute();
    }
    for (const ad of partner.ads) {
      await trx
        .insertInto('ads')
        .values({
          ad_partner_id: row.id,
          type: ad.space,
          illustration: media(ad.illustration),
          link: ad.link ?? null,
        })
        .execute();
    }
  }
}
