import type { TextsLike } from '../i18n/sections';
import type { periodEn } from './texts.en';

/** Textes du choix de période (resources.period), chargés avec les écrans qui le montrent. */
const periodFr: TextsLike<typeof periodEn> = {
  label: 'Période',
  all: 'Toutes les dates',
  presets: {
    today: 'Aujourd’hui',
    yesterday: 'Hier',
    this_week: 'Cette semaine',
    last_7_days: '7 derniers jours',
    this_month: 'Ce mois-ci',
    last_month: 'Le mois dernier',
  },
  custom: 'Personnalisée',
  from: 'Du',
  to: 'Au',
  days: 'Du %{from} au %{to}',
  douala: 'Jours à l’heure du Cameroun',
};

export default periodFr;
