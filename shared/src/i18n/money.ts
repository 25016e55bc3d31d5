/**
 * Texts of the money screens only (credits, gains): the player site downloads
 * them with those screens, not with /explore (30 KB budget). Laid over the
 * language's catalog as its `money` section.
 */
import type { SectionShape } from './catalog';

export const moneyEn = {
  money: {
    channels: { om: 'Orange Money', mtn: 'MTN Mobile Money' },
    gains: {
      total: 'Your winnings',
      explanation:
        'Winnings come from quizzes and challenges you win. Cash them out to your mobile money account, or turn them into credits to play on.',
      cash_out: 'Cash out',
      convert: 'Convert into credits',
      no_gain_title: 'No winnings yet',
      no_gain_text: 'Win a quiz or a challenge first: you can cash out from {amount}.',
      info_title: 'Where should we send your money?',
      info_method: 'Channel',
      info_phone: 'Mobile money number',
      mtn_not_ready: 'MTN Mobile Money is not set up yet: only Orange Money for now.',
      save: 'Save',
      confirm_title: 'Cash out?',
      confirm_text: 'Send {amount} to {channel} {phone}?',
      change_number: 'Change number',
      processing: 'Sending your money…',
      success_title: 'Money sent',
      success_text: '{amount} were sent to {channel} {phone}.',
      failure_title: 'Cash-out failed',
      failure_text: 'The cash-out did not go through. Your winnings are back on your account.',
      pending_title: 'Cash-out in progress',
      pending_text:
        '{amount} to {channel} {phone}: the operator has not confirmed yet. This page updates by itself.',
      cashed_out: 'I cashed out',
      receipt: 'See the receipt',
    },
  },
};

export const moneyFr: SectionShape<typeof moneyEn> = {
  money: {
    channels: { om: 'Orange Money', mtn: 'MTN Mobile Money' },
    gains: {
      total: 'Vos gains',
      explanation:
        'Vos gains viennent des quiz et des défis que vous gagnez. Retirez-les sur votre compte mobile money, ou changez-les en crédits pour continuer à jouer.',
      cash_out: 'Retirer',
      convert: 'Convertir en crédits',
      no_gain_title: 'Pas encore de gains',
      no_gain_text: 'Gagnez d’abord un quiz ou un défi : le retrait est possible dès {amount}.',
      info_title: 'Où envoyer votre argent ?',
      info_method: 'Canal',
      info_phone: 'Numéro mobile money',
      mtn_not_ready:
        'MTN Mobile Money n’est pas encore disponible : seulement Orange Money pour le moment.',
      save: 'Enregistrer',
      confirm_title: 'Retirer vos gains ?',
      confirm_text: 'Envoyer {amount} vers {channel} {phone} ?',
      change_number: 'Changer de numéro',
      processing: 'Envoi de votre argent…',
      success_title: 'Argent envoyé',
      success_text: '{amount} ont été envoyés vers {channel} {phone}.',
      failure_title: 'Retrait échoué',
      failure_text: 'Le retrait n’a pas abouti. Vos gains sont revenus sur votre compte.',
      pending_title: 'Retrait en cours',
      pending_text:
        '{amount} vers {channel} {phone} : l’opérateur n’a pas encore confirmé. Cette page se met à jour toute seule.',
      cashed_out: 'J’ai retiré',
      receipt: 'Voir le reçu',
    },
  },
};

export const moneyCatalogs = { en: moneyEn, fr: moneyFr } as const;
