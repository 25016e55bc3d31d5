import type { SeedIndex } from './types';

const media = (code: SeedIndex['code']) => ({
  icon: `indexes/${code}-icon.svg`,
  image: `indexes/${code}-image.svg`,
  cover_image: `indexes/${code}-cover.svg`,
});

export const indexes: SeedIndex[] = [
  {
    code: 'culture-cameroun',
    label_en: 'Cameroonian culture',
    label_fr: 'Culture du Cameroun',
    cover_description_en: 'Regions, dishes, languages and great names of Africa in miniature.',
    cover_description_fr: "Régions, plats, langues et grands noms de l'Afrique en miniature.",
    ...media('culture-cameroun'),
  },
  {
    code: 'afrique',
    label_en: 'Africa',
    label_fr: 'Afrique',
    cover_description_en: 'Capitals, rivers, leaders and institutions of the whole continent.',
    cover_description_fr: 'Capitales, fleuves, dirigeants et institutions de tout le continent.',
    ...media('afrique'),
  },
  {
    code: 'geographie',
    label_en: 'Geography',
    label_fr: 'Géographie',
    cover_description_en:
      'Countries, mountains, oceans and maps: travel the world question by question.',
    cover_description_fr:
      'Pays, montagnes, océans et cartes : faites le tour du monde en questions.',
    ...media('geographie'),
  },
  {
    code: 'sciences',
    label_en: 'Science',
    label_fr: 'Sciences',
    cover_description_en: 'Physics, chemistry, biology and space, from everyday life to the stars.',
    cover_description_fr: "Physique, chimie, biologie et espace, du quotidien jusqu'aux étoiles.",
    ...media('sciences'),
  },
  {
    code: 'sport',
    label_en: 'Sport',
    label_fr: 'Sport',
    cover_description_en:
      'Football, athletics and more: records, champions and great competitions.',
    cover_description_fr:
      'Football, athlétisme et plus : records, champions et grandes compétitions.',
    ...media('sport'),
  },
  {
    code: 'histoire',
    label_en: 'History',
    label_fr: 'Histoire',
    cover_description_en: 'From the pharaohs to reunification, the events that shaped our world.',
    cover_description_fr:
      'Des pharaons à la réunification, les événements qui ont façonné le monde.',
    ...media('histoire'),
  },
  {
    code: 'cinema',
    label_en: 'Cinema',
    label_fr: 'Cinéma',
    cover_description_en: 'Films, directors and festivals, from Hollywood to African screens.',
    cover_description_fr: "Films, réalisateurs et festivals, d'Hollywood aux écrans africains.",
    ...media('cinema'),
  },
  {
    code: 'musique',
    label_en: 'Music',
    label_fr: 'Musique',
    cover_description_en: 'Makossa, bikutsi, jazz and world hits: test your musical ear.',
    cover_description_fr: 'Makossa, bikutsi, jazz et tubes du monde : testez votre oreille.',
    ...media('musique'),
  },
  {
    code: 'culture-generale',
    label_en: 'General knowledge',
    label_fr: 'Culture générale',
    cover_description_en: 'A little of everything: words, food, science and capitals of the world.',
    cover_description_fr: 'Un peu de tout : mots, cuisine, sciences et capitales du monde.',
    ...media('culture-generale'),
  },
];
