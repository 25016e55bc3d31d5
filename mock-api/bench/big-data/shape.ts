/*
 * The big database's shape: its sizes (PLAYERS, GAMES, PLAYS), and each
 * row's content, the same at every run so that runs compare.
 */
import { random as randomSource } from '../../src/db/seed/activity-plays';
import { searchText } from '../../src/domain/catalogue/search-text';

export const PLAYERS = Number(process.env.PLAYERS ?? 100_000);
export const GAMES = Number(process.env.GAMES ?? 10_000);
export const PLAYS = Number(process.env.PLAYS ?? 1_000_000);
export const INDEXES = 50;
export const QUESTIONS_PER_GAME = 5;
export const QUOTES = 20;
/** One challenge on every other game; the most recent tenth still open. */
export const CHALLENGES = Math.floor(GAMES / 2);

export const HOUR_MS = 3600 * 1000;
export const DAY_MS = 24 * HOUR_MS;
export const NOW = Date.now();
export const iso = (ms: number) => new Date(ms).toISOString();

if (PLAYS > PLAYERS * GAMES * 0.5) throw new Error('PLAYS must stay well under PLAYERS x GAMES');

// The seed's generator: the same pseudo-random numbers at every run, so runs compare.
export const random = randomSource(20261127);
export const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

// Names as players in Cameroon have them: searches by name then hit a realistic share of rows.
// biome-ignore format: packed, the list reads better
const FIRST_NAMES = [
  'Awa', 'Bertrand', 'Carine', 'Didier', 'Estelle', 'Fabrice', 'Gaëlle', 'Hervé', 'Inès', 'Joël',
  'Kevin', 'Linda', 'Marius', 'Nadège', 'Olivier', 'Pauline', 'Quentin', 'Rose', 'Samuel',
  'Thérèse', 'Ulrich', 'Vanessa', 'William', 'Yannick', 'Zita', 'Aïcha', 'Boris', 'Christelle',
  'Doris', 'Emmanuel', 'Franck', 'Grâce', 'Hamidou', 'Ibrahim', 'Josiane', 'Landry', 'Mireille',
  'Nathalie', 'Patrick', 'Rodrigue',
];
// biome-ignore format: packed, the list reads better
const LAST_NAMES = [
  'Ngono', 'Mbarga', 'Tchoupo', 'Fotso', 'Kamga', 'Nkoulou', 'Abena', 'Atangana', 'Bello',
  'Djoumessi', 'Essomba', 'Foning', 'Hamadou', 'Kengne', 'Manga', 'Mvondo', 'Ndzana', 'Nguema',
  'Njoya', 'Onana', 'Owona', 'Tagne', 'Tchami', 'Wandji', 'Yaya', 'Zambo', 'Ebogo', 'Moukoko',
  'Ekambi', 'Song', 'Milla', 'Feudjio', 'Nana', 'Simo', 'Tsafack', 'Ayissi', 'Bikoro', 'Ewane',
  'Mbappé', 'Kouam',
];

// biome-ignore format: packed, the list reads better
export const INDEX_LABELS: [fr: string, en: string][] = [
  ['Histoire du Cameroun', 'History of Cameroon'], ['Géographie', 'Geography'],
  ['Football', 'Football'], ['Musique camerounaise', 'Cameroonian music'], ['Cinéma', 'Cinema'],
  ['Sciences', 'Science'], ['Mathématiques', 'Mathematics'],
  ['Littérature africaine', 'African literature'], ['Cuisine', 'Cooking'], ['Santé', 'Health'],
  ['Technologie', 'Technology'], ['Langues', 'Languages'], ['Politique', 'Politics'],
  ['Économie', 'Economy'], ['Religion', 'Religion'], ['Art', 'Art'], ['Mode', 'Fashion'],
  ['Nature', 'Nature'], ['Animaux', 'Animals'], ['Astronomie', 'Astronomy'], ['Chimie', 'Chemistry'],
  ['Physique', 'Physics'], ['Biologie', 'Biology'], ['Informatique', 'Computing'],
  ['Jeux vidéo', 'Video games'], ['Séries télé', 'TV series'], ['Célébrités', 'Celebrities'],
  ['Basket-ball', 'Basketball'], ['Athlétisme', 'Athletics'], ['Boxe', 'Boxing'],
  ['Jeux olympiques', 'Olympic Games'], ["Coupe d'Afrique", 'Africa Cup'],
  ['Proverbes', 'Proverbs'], ['Contes et légendes', 'Tales and legends'],
  ['Traditions', 'Traditions'], ['Villes du monde', 'World cities'], ['Capitales', 'Capitals'],
  ['Drapeaux', 'Flags'], ['Monuments', 'Monuments'], ['Inventions', 'Inventions'],
  ['Mythologie', 'Mythology'], ['Grammaire française', 'French grammar'],
  ['Grammaire anglaise', 'English grammar'], ['Orthographe', 'Spelling'],
  ['Code de la route', 'Highway code'], ['Agriculture', 'Agriculture'],
  ['Environnement', 'Environment'], ['Droit', 'Law'], ['Philosophie', 'Philosophy'],
  ['Culture générale', 'General knowledge'],
];

// biome-ignore format: packed, the list reads better
const TOPICS: [fr: string, en: string][] = [
  ['Les Lions indomptables', 'The Indomitable Lions'], ['Le mont Cameroun', 'Mount Cameroon'],
  ['Les capitales africaines', 'African capitals'], ['La cuisine camerounaise', 'Cameroonian cuisine'],
  ['Le makossa', 'Makossa music'], ['Le bikutsi', 'Bikutsi music'],
  ['La Coupe du monde', 'The World Cup'], ["Les fleuves d'Afrique", 'Rivers of Africa'],
  ["L'indépendance", 'Independence'], ['Les grandes inventions', 'Great inventions'],
  ['Le système solaire', 'The solar system'], ['Le corps humain', 'The human body'],
  ['Les animaux de la savane', 'Savanna animals'], ['Les proverbes bamiléké', 'Bamileke proverbs'],
  ['La littérature francophone', 'French-language literature'],
  ['Le cinéma africain', 'African cinema'], ['Les Jeux olympiques', 'The Olympic Games'],
  ['Le code de la route', 'The highway code'], ['Les mathématiques', 'Mathematics'],
  ['La chimie', 'Chemistry'], ['La physique', 'Physics'], ["L'informatique", 'Computing'],
  ['Internet', 'The Internet'], ['Les drapeaux du monde', 'Flags of the world'],
  ['Les monuments', 'Monuments'], ['La mythologie grecque', 'Greek mythology'],
  ['La Bible', 'The Bible'], ['Le Coran', 'The Quran'], ['La grammaire', 'Grammar'],
  ["L'orthographe", 'Spelling'], ['Les séries télé', 'TV series'], ['Les jeux vidéo', 'Video games'],
  ['La mode', 'Fashion'], ["L'agriculture", 'Agriculture'], ["L'environnement", 'The environment'],
  ['Le droit', 'Law'], ['La philosophie', 'Philosophy'], ["L'économie", 'Economics'],
  ['La santé', 'Health'], ['Les célébrités', 'Celebrities'],
];
/** A topic few games have, for the searches that hit few rows. */
const RARE_TOPIC: [string, string] = ['Le ndolé', 'Ndolé, the national dish'];
const RARE_EVERY = 397;
/** Three of the eight carry "quiz": a search for it hits more than a third of the games. */
// biome-ignore format: packed, the list reads better
const LEVELS: [fr: string, en: string][] = [
  ['Quiz express', 'Express quiz'], ['pour débutants', 'for beginners'],
  ['niveau expert', 'expert level'], ['Grand quiz', 'Big quiz'], ['le défi', 'the challenge'],
  ['Quiz du dimanche', 'Sunday quiz'], ['en 10 questions', 'in 10 questions'],
  ['spécial vacances', 'holiday special'],
];

export const firstNameOf = (i: number) => pick(FIRST_NAMES, i);
export const lastNameOf = (i: number) => pick(LAST_NAMES, Math.floor(i / FIRST_NAMES.length));
export const playerNameOf = (i: number) => `${firstNameOf(i)}${lastNameOf(i)}${i}`;
export const emailOf = (i: number) =>
  `${searchText(firstNameOf(i))}.${searchText(lastNameOf(i))}${i}@example.cm`.replace(/'/g, '');
export const phoneOf = (i: number) => `6${String(70_000_000 + i).padStart(8, '0')}`;
/** About 1 player in 11 never verified their account, 1 in 97 deleted it. */
export const isVerified = (i: number) => i % 11 !== 7;
export const isDeleted = (i: number) => i % 97 === 3;

/** Games were made over two years, the ids in the order they were made. */
export const gameCreatedAt = (g: number) => NOW - DAY_MS - ((GAMES - g) / GAMES) * 729 * DAY_MS;
const topicOf = (g: number) => (g % RARE_EVERY === 0 ? RARE_TOPIC : pick(TOPICS, g));
export const gameTitles = (g: number) => {
  const [topicFr, topicEn] = topicOf(g);
  const [levelFr, levelEn] = pick(LEVELS, Math.floor(g / TOPICS.length));
  return { title_fr: `${topicFr} : ${levelFr} n°${g}`, title_en: `${topicEn}: ${levelEn} #${g}` };
};
/** One game in ten was deactivated by a manager. */
export const gameIsActive = (g: number) => g % 10 !== 3;
export const indexesOf = (g: number) => {
  const main = (g % INDEXES) + 1;
  const second = ((g * 7) % INDEXES) + 1;
  return g % 3 === 0 && second !== main ? [main, second] : [main];
};
export const challengeGame = (c: number) => 2 * c - 1;
export const OPEN_FROM = CHALLENGES - Math.floor(CHALLENGES / 10);
