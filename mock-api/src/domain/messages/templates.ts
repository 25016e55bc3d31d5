import { maskPhone } from '@quiz/shared/format';
import type { BlockReason } from '@quiz/shared/types';
import type { CodePurpose } from '../../db/schema';

type Language = 'fr' | 'en';

/** Texts the server itself sends by SMS or e-mail, in the player's language. */
const codeTexts: Record<
  Language,
  Record<CodePurpose, (code: string, minutes: number) => string>
> = {
  fr: {
    signup: (code, minutes) =>
      `Quiz : votre code de vérification est ${code}. Il expire dans ${minutes} minutes.`,
    password_reset: (code, minutes) =>
      `Quiz : votre code pour changer de mot de passe est ${code}. Il expire dans ${minutes} minutes. Si vous n'avez rien demandé, ignorez ce message.`,
    contact_change: (code, minutes) =>
      `Quiz : votre code pour valider ce nouveau contact est ${code}. Il expire dans ${minutes} minutes.`,
  },
  en: {
    signup: (code, minutes) =>
      `Quiz: your verification code is ${code}. It expires in ${minutes} minutes.`,
    password_reset: (code, minutes) =>
      `Quiz: your code to change your password is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this message.`,
    contact_change: (code, minutes) =>
      `Quiz: your code to confirm this new contact is ${code}. It expires in ${minutes} minutes.`,
  },
};

const subjects: Record<Language, Record<CodePurpose, string>> = {
  fr: {
    signup: 'Votre code de vérification',
    password_reset: 'Changer votre mot de passe',
    contact_change: 'Valider votre nouveau contact',
  },
  en: {
    signup: 'Your verification code',
    password_reset: 'Change your password',
    contact_change: 'Confirm your new contact',
  },
};

export function codeMessage(
  language: Language,
  purpose: CodePurpose,
  code: string,
  minutes: number,
) {
  return {
    subject: subjects[language][purpose],
    body: codeTexts[language][purpose](code, minutes),
  };
}

type Texts = { title: string; message: string };
type Bilingual = { en: Texts; fr: Texts };
// Made once: a formatter costs far more to make than to use, and every won play writes amounts.
const AMOUNTS = { en: new Intl.NumberFormat('en-US'), fr: new Intl.NumberFormat('fr-FR') };
const fcfa = (amount: number, lang: Language) =>
  `${AMOUNTS[lang === 'fr' ? 'fr' : 'en'].format(amount).replace(/\u202f|\u00a0/g, ' ')} FCFA`;

/** What a payment's receipt says: amount, channel, masked number, reference, time. */
export interface Receipt {
  amount: number;
  units: number;
  method: 'om' | 'mtn';
  phone: string;
  reference: string;
  at: Date;
}

const CHANNELS = { om: 'Orange Money', mtn: 'MTN Mobile Money' } as const;

/** Players read times in Cameroon's own time. */
const receiptTime = (at: Date, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    timeZone: 'Africa/Douala',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(at);

function receiptLine(r: Receipt, lang: Language, direction: 'from' | 'to' = 'from') {
  const phone = maskPhone(r.phone);
  if (lang === 'fr') {
    return `${direction === 'from' ? 'depuis' : 'vers'} ${CHANNELS[r.method]} ${phone}, référence ${r.reference}, le ${receiptTime(r.at, 'fr')} (heure du Cameroun)`;
  }
  return `${direction} ${CHANNELS[r.method]} ${phone}, reference ${r.reference}, on ${receiptTime(r.at, 'en')} (Cameroon time)`;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A count of credits said right in each language: French keeps 0 and 1 singular. */
const creditsOf = (units: number, lang: Language) =>
  lang === 'fr'
    ? `${units} ${units < 2 ? 'crédit' : 'crédits'}`
    : `${units} ${units === 1 ? 'credit' : 'credits'}`;

/** Why an account was blocked, as the player reads it in the notice. */
const BLOCK_REASON_TEXTS: Record<Language, Record<BlockReason, string>> = {
  en: {
    payment_fraud: 'payments made with it were disputed or fraudulent',
    multiple_accounts: 'the same person plays with several accounts',
    cheating: 'its plays show help from outside the game',
    account_theft: 'it seems to be used by someone other than its owner',
  },
  fr: {
    payment_fraud: 'des paiements faits avec lui ont été contestés ou frauduleux',
    multiple_accounts: 'une même personne joue avec plusieurs comptes',
    cheating: 'ses parties montrent une aide extérieure au jeu',
    account_theft: "il semble utilisé par quelqu'un d'autre que son titulaire",
  },
};

/** Notifications the server creates, in both languages. */
export const notificationTexts = {
  /** A super manager blocked the account for fraud: why, and that the money stays the player's. */
  accountBlocked: (reason: BlockReason): Bilingual => ({
    en: {
      title: 'Account blocked',
      message: `Your account is blocked: ${BLOCK_REASON_TEXTS.en[reason]}. Buying and staking are stopped; your winnings stay yours and you can still cash them out. Write to us if you think this is a mistake.`,
    },
    fr: {
      title: 'Compte bloqué',
      message: `Votre compte est bloqué : ${BLOCK_REASON_TEXTS.fr[reason]}. Achats et mises sont arrêtés ; vos gains restent les vôtres et vous pouvez toujours les retirer. Écrivez-nous si vous pensez qu'il s'agit d'une erreur.`,
    },
  }),
  accountUnblocked: (): Bilingual => ({
    en: {
      title: 'Account unblocked',
      message: 'Your account is unblocked: you can buy and play again.',
    },
    fr: {
      title: 'Compte débloqué',
      message: 'Votre compte est débloqué : vous pouvez de nouveau acheter et jouer.',
    },
  }),
  challengeInvitation: (
    starter: string,
    game: { title_en: string; title_fr: string },
  ): Bilingual => ({
    en: { title: 'New challenge', message: `${starter} challenges you on "${game.title_en}".` },
    fr: { title: 'Nouveau défi', message: `${starter} vous défie sur « ${game.title_fr} ».` },
  }),
  // Said plainly to the one who reads it: won and how much, or lost.
  challengeWon: (gain: number): Bilingual => ({
    en: {
      title: `You won ${fcfa(gain, 'en')}`,
      message: `You won ${fcfa(gain, 'en')} in a challenge.`,
    },
    fr: {
      title: `Vous avez gagné ${fcfa(gain, 'fr')}`,
      message: `Vous avez gagné ${fcfa(gain, 'fr')} dans un défi.`,
    },
  }),
  challengeLost: (): Bilingual => ({
    en: { title: 'You lost', message: 'You lost a challenge you played. See who won.' },
    fr: { title: 'Vous avez perdu', message: 'Vous avez perdu un défi. Voyez qui a gagné.' },
  }),
  challengeRefunded: (units: number): Bilingual => ({
    en: {
      title: 'Challenge refunded',
      message:
        units === 1
          ? 'Nobody could win this challenge: your credit is back.'
          : `Nobody could win this challenge: your ${creditsOf(units, 'en')} are back.`,
    },
    fr: {
      title: 'Défi remboursé',
      message:
        units < 2
          ? "Personne n'a pu gagner ce défi : votre crédit vous est rendu."
          : `Personne n'a pu gagner ce défi : vos ${creditsOf(units, 'fr')} vous sont rendus.`,
    },
  }),
  soloWon: (gain: number): Bilingual => ({
    en: { title: 'Quiz won!', message: `Well played: you won ${fcfa(gain, 'en')}.` },
    fr: { title: 'Quiz gagné !', message: `Bien joué : vous avez gagné ${fcfa(gain, 'fr')}.` },
  }),
  friendRequest: (sender: string): Bilingual => ({
    en: { title: 'Friend request', message: `${sender} wants to be your friend.` },
    fr: { title: "Demande d'ami", message: `${sender} souhaite devenir votre ami.` },
  }),
  friendAccepted: (friend: string): Bilingual => ({
    en: { title: 'New friend', message: `${friend} accepted your friend request.` },
    fr: { title: 'Nouvel ami', message: `${friend} a accepté votre demande d'ami.` },
  }),
  creditRequest: (asker: string, units: number): Bilingual => ({
    en: { title: 'Credits asked', message: `${asker} asks you for ${creditsOf(units, 'en')}.` },
    fr: {
      title: 'Demande de crédits',
      message: `${asker} vous demande ${creditsOf(units, 'fr')}.`,
    },
  }),
  creditsReceived: (giver: string, units: number): Bilingual => ({
    en: { title: 'Credits received', message: `${giver} sent you ${creditsOf(units, 'en')}.` },
    fr: { title: 'Crédits reçus', message: `${giver} vous a envoyé ${creditsOf(units, 'fr')}.` },
  }),
  purchaseSucceeded: (r: Receipt): Bilingual => ({
    en: {
      title: 'Credits bought',
      message: `${creditsOf(r.units, 'en')} added: ${fcfa(r.amount, 'en')} paid ${receiptLine(r, 'en')}.`,
    },
    fr: {
      title: 'Crédits achetés',
      message: `${creditsOf(r.units, 'fr')} ${r.units < 2 ? 'ajouté' : 'ajoutés'} : ${fcfa(r.amount, 'fr')} payés ${receiptLine(r, 'fr')}.`,
    },
  }),
  purchaseFailed: (r: Receipt): Bilingual => ({
    en: {
      title: 'Purchase failed',
      message: `The payment of ${fcfa(r.amount, 'en')} for ${creditsOf(r.units, 'en')} did not go through; nothing was taken. ${capitalized(receiptLine(r, 'en'))}.`,
    },
    fr: {
      title: 'Achat échoué',
      message: `Le paiement de ${fcfa(r.amount, 'fr')} pour ${creditsOf(r.units, 'fr')} n'a pas abouti ; rien n'a été prélevé. ${capitalized(receiptLine(r, 'fr'))}.`,
    },
  }),
  cashoutSucceeded: (r: Receipt): Bilingual => ({
    en: {
      title: 'Cash-out paid',
      message: `${fcfa(r.amount, 'en')} sent ${receiptLine(r, 'en', 'to')}.`,
    },
    fr: {
      title: 'Retrait payé',
      message: `${fcfa(r.amount, 'fr')} envoyés ${receiptLine(r, 'fr', 'to')}.`,
    },
  }),
  cashoutFailed: (r: Receipt): Bilingual => ({
    en: {
      title: 'Cash-out failed',
      message: `The cash-out of ${fcfa(r.amount, 'en')} did not go through; your gains are back. ${capitalized(receiptLine(r, 'en', 'to'))}.`,
    },
    fr: {
      title: 'Retrait échoué',
      message: `Le retrait de ${fcfa(r.amount, 'fr')} n'a pas abouti ; vos gains vous sont rendus. ${capitalized(receiptLine(r, 'fr', 'to'))}.`,
    },
  }),
  /** A badge that pays credits says how many were added. */
  badgeEarned: (badge: {
    title_en: string;
    title_fr: string;
    number_of_units: number;
  }): Bilingual => {
    const units = badge.number_of_units;
    return {
      en: {
        title: 'New badge',
        message:
          units > 0
            ? `You earned the badge "${badge.title_en}": ${creditsOf(units, 'en')} added to your account.`
            : `You earned the badge "${badge.title_en}".`,
      },
      fr: {
        title: 'Nouveau badge',
        message:
          units > 0
            ? `Vous avez obtenu le badge « ${badge.title_fr} » : ${creditsOf(units, 'fr')} ${units < 2 ? 'ajouté' : 'ajoutés'} à votre compte.`
            : `Vous avez obtenu le badge « ${badge.title_fr} ».`,
      },
    };
  },
};
