import type { TextsLike } from '../i18n/sections';
import type { dashboardEn } from './texts.en';

/** Textes des chiffres du jour du tableau de super administration (resources.dashboard). */
const dashboardFr: TextsLike<typeof dashboardEn> = {
  title: 'Aujourd’hui (heure du Cameroun)',
  money_in: 'Entrées',
  money_out: 'Sorties',
  pending_cashouts: 'Retraits en cours',
  pending_amount:
    '%{smart_count} retrait, %{amount} réservés |||| %{smart_count} retraits, %{amount} réservés',
  failed: 'Paiements échoués',
  failed_count: '%{purchases}, %{cashouts}',
  purchases: '%{smart_count} achat |||| %{smart_count} achats',
  cashouts: '%{smart_count} retrait |||| %{smart_count} retraits',
  new_players: 'Nouveaux joueurs',
  plays: 'Parties',
  trend: {
    title: 'Les 30 derniers jours (heure du Cameroun)',
    new_players: 'Nouveaux joueurs',
    plays: 'Parties',
    loading: 'Chargement des 30 derniers jours…',
    failed: "Les 30 derniers jours n'ont pas pu être chargés.",
  },
  see_payments: 'Voir les achats du jour',
};

export default dashboardFr;
