import { paymentsStaffFr } from '@quiz/shared/i18n/payments-staff';
import type { TextsLike } from '../i18n/sections';
import type { paymentsEn } from './texts.en';

/** Textes des écrans des paiements (resources.payments), chargés avec eux. */
const paymentsFr: TextsLike<typeof paymentsEn> = {
  intro:
    'Chaque achat et chaque retrait avec ses changements d’état et les références du fournisseur, pour répondre au joueur qui s’interroge sur son argent.',
  search: 'Nom, e-mail, téléphone ou référence',
  export: 'Exporter (.csv)',
  export_failed: 'L’export a échoué. Veuillez réessayer.',
  back: 'Retour à la liste',
  empty: 'Rien ne correspond à ces filtres.',
  fields: {
    created_at: 'Date',
    updated_at: 'Dernier changement',
    reference: 'Notre référence',
    provider: 'Fournisseur',
    provider_reference: 'Référence du fournisseur',
    player: 'Joueur',
    method: 'Canal',
    action: 'Nature',
    amount: 'Montant',
    number_of_units: 'Crédits',
    status: 'État',
    phone_number: 'Numéro de téléphone',
    failure_reason: 'Motif de l’échec',
  },
  actions: paymentsStaffFr.actions,
  statuses: paymentsStaffFr.statuses,
  failure_reasons: paymentsStaffFr.failure_reasons,
  totals: {
    title: 'Totaux de la période',
    money_in: 'Entrées\u00a0:',
    money_out: 'Sorties\u00a0:',
    purchases: '%{smart_count} achat |||| %{smart_count} achats',
    cashouts: '%{smart_count} retrait |||| %{smart_count} retraits',
    failed: 'Échoués\u00a0: %{purchases}, %{cashouts}',
    pending: 'En cours\u00a0: %{purchases}, %{cashouts}',
  },
  events: {
    title: 'Changements d’état',
    source: 'Origine',
    detail: 'Détail',
    sources: {
      start: 'Lancement',
      callback: 'Avis du fournisseur',
      poll: 'Vérifié auprès du fournisseur',
      expiry: 'Expiré',
    },
  },
};

export default paymentsFr;
