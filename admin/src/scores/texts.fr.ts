import type { TextsLike } from '../i18n/sections';
import type { scoresEn } from './texts.en';

/** Textes de l'écran des scores (resources.scores), chargés avec lui. */
const scoresFr: TextsLike<typeof scoresEn> = {
  tabs: 'Scores',
  results: 'Résultats des parties',
  suspicious: 'Joueurs suspects',
  suspicious_intro:
    "Les joueurs dont le jeu paraît anormal, avec ce qui l'a signalé. Rien ne leur est fait : vérifiez avant d'agir.",
  none_suspicious: 'Aucun joueur ne paraît suspect.',
  fields: {
    ended_at: 'Joué le',
    player: 'Joueur',
    game: 'Jeu',
    type: 'Nature',
    note: 'Score',
    is_winner: 'Gagné',
    gain: 'Gain',
    duration_sec: 'Durée',
    from: 'Du',
    to: 'Au',
    reasons: "Ce qui l'a signalé",
  },
  types: { solo: 'Solo', challenge: 'Défi' },
  note: '%{note} / %{total}',
  seconds: '%{seconds} s',
  kinds: {
    fast_and_right: 'Rapide et toujours juste',
    shared_cashout_number: "Numéro de retrait partagé avec d'autres comptes",
    same_answers: 'Mêmes réponses qu’un autre joueur, au même moment',
  },
};

export default scoresFr;
