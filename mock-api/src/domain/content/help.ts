import type { HelpData } from '@quiz/shared/types';

const fr: HelpData = {
  lang: 'fr',
  exchange_lang: 'en',
  general: { title: "Centre d'aide" },
  sections: [
    {
      title: 'Le mode solo',
      content: [
        { type: 'icon', value: 'solo' },
        {
          type: 'txt',
          value:
            'En solo, vous jouez seul contre le quiz. Chaque partie solo coûte des crédits, et le gain possible est affiché avant de jouer.',
        },
        {
          type: 'txt',
          value:
            '1. Choisissez un quiz dans Explorer ou dans une catégorie. 2. Appuyez sur « Jouer en solo ». 3. Confirmez : la partie commence aussitôt.',
        },
        { type: 'icon', value: 'timer' },
        {
          type: 'txt',
          value:
            'Chaque question a son compte à rebours. Choisissez votre réponse, puis appuyez sur « Suivant » (« Terminer » à la dernière question). Sans réponse à temps, la question compte comme fausse.',
        },
        {
          type: 'txt',
          value:
            "Vous gagnez si vous répondez juste à au moins 60 % des questions, par exemple 6 bonnes réponses sur 10. Attention : si vous quittez la partie, elle s'arrête et vos crédits sont perdus.",
        },
        { type: 'icon', value: 'gains' },
        {
          type: 'txt',
          value:
            "Partie gagnée ? Le gain en FCFA s'ajoute tout de suite à vos gains. Chaque quiz ne se joue qu'une fois en solo : retrouvez le détail de vos parties dans vos résultats.",
        },
      ],
    },
    {
      title: 'Le mode défi',
      content: [
        { type: 'icon', value: 'challenge' },
        {
          type: 'txt',
          value:
            "Un défi, c'est le même quiz joué par plusieurs joueurs qui misent la même énergie. Les meilleurs scores se partagent la cagnotte.",
        },
        {
          type: 'txt',
          value:
            'Pour lancer un défi : 1. Ouvrez un quiz. 2. Appuyez sur « Lancer un défi ». 3. Choisissez votre mise en énergie (1 au minimum). 4. Sélectionnez les amis à inviter. 5. Lancez : vous jouez en premier.',
        },
        { type: 'icon', value: 'friends' },
        {
          type: 'txt',
          value:
            "Vos amis reçoivent une invitation dans « Mes défis ». Ils l'acceptent, misent la même énergie et jouent. Tout le monde peut aussi rejoindre un défi ouvert depuis « Explorer les défis ».",
        },
        { type: 'icon', value: 'share' },
        {
          type: 'txt',
          value:
            'Partagez votre défi pour attirer plus de joueurs : plus il y a de participants, plus la cagnotte grossit. Le défi reste ouvert 24 heures.',
        },
        {
          type: 'txt',
          value:
            'À la clôture, la cagnotte est partagée à parts égales entre le ou les meilleurs scores. Vous recevez une notification et voyez le résultat dans « Mes défis ».',
        },
      ],
    },
    {
      title: 'Comment acheter des crédits',
      content: [
        { type: 'icon', value: 'credits' },
        {
          type: 'txt',
          value:
            "Les crédits (ou énergie) servent à jouer. Votre solde s'affiche en haut de l'écran. Pour en obtenir, ouvrez la page « Mes crédits ».",
        },
        {
          type: 'txt',
          value:
            "1. Dans l'onglet d'achat, choisissez un pack : unité, basique, normal ou premium. Plus le pack est grand, moins le crédit coûte cher. 2. Appuyez sur « Acheter ».",
        },
        {
          type: 'txt',
          value:
            "3. Choisissez Orange Money ou MTN Mobile Money et saisissez votre numéro. 4. Vérifiez le prix en FCFA et confirmez. 5. Validez le paiement sur votre téléphone avec votre code secret, comme l'indique votre opérateur.",
        },
        {
          type: 'txt',
          value:
            "Les crédits arrivent dès que l'opérateur confirme. Paiement « en attente » ? Patientez quelques minutes. Débité sans crédits ? Contactez-nous avec la référence de la transaction.",
        },
        {
          type: 'txt',
          value:
            'Vous avez des gains ? Choisissez « Convertir mes gains » pour les transformer en crédits, sans passer par le mobile money.',
        },
        { type: 'icon', value: 'friends' },
        {
          type: 'txt',
          value:
            "Vous pouvez aussi appuyer sur « Demander à un ami ». Votre ami accepte et vous envoie des crédits. À l'inverse, vous pouvez répondre aux demandes de vos amis ; vous gardez toujours au moins 1 crédit.",
        },
      ],
    },
    {
      title: 'Comment retirer mes gains',
      content: [
        { type: 'icon', value: 'gains' },
        {
          type: 'txt',
          value:
            'Vos gains sont en FCFA. Retrouvez-les sur la page « Gains », accessible depuis vos paramètres.',
        },
        {
          type: 'txt',
          value:
            '1. Appuyez sur « Retirer mes gains ». 2. La première fois, indiquez votre moyen de paiement et votre numéro de mobile money. 3. Confirmez : la totalité de vos gains est envoyée sur ce numéro.',
        },
        { type: 'icon', value: 'phone' },
        {
          type: 'txt',
          value:
            "Vérifiez bien votre numéro avant de confirmer : il doit s'agir de votre propre compte de mobile money. Un envoi vers un mauvais numéro ne peut pas être récupéré.",
        },
        {
          type: 'txt',
          value:
            "Retrait « en attente » ? Il est en cours de traitement, patientez quelques minutes. En cas d'échec, vos gains ne sont pas débités : vous pouvez réessayer.",
        },
        {
          type: 'txt',
          value:
            'Vous préférez rejouer ? Appuyez sur « Convertir mes gains » pour les transformer en crédits. Il faut au moins 1 FCFA de gains pour faire un retrait.',
        },
      ],
    },
    {
      title: 'Comment nous contacter',
      content: [
        {
          type: 'txt',
          value:
            'Une question, un souci de paiement ou de retrait ? Notre équipe est là pour vous aider.',
        },
        { type: 'icon', value: 'phone' },
        {
          type: 'txt',
          value:
            "Appelez-nous ou envoyez un SMS à l'un de ces numéros : {admin_phone1}, {admin_phone2} ou {admin_phone3}.",
        },
        { type: 'icon', value: 'mail' },
        {
          type: 'txt',
          value: 'Écrivez-nous à {admin_email}.',
        },
        {
          type: 'txt',
          value:
            'Pour un paiement ou un retrait, indiquez votre nom de joueur, le numéro utilisé, le montant et la date. Nous ne vous demanderons jamais votre mot de passe ni votre code secret.',
        },
      ],
    },
  ],
};

const en: HelpData = {
  lang: 'en',
  exchange_lang: 'fr',
  general: { title: 'Help centre' },
  sections: [
    {
      title: 'Solo mode',
      content: [
        { type: 'icon', value: 'solo' },
        {
          type: 'txt',
          value:
            'In solo mode, you play alone against the quiz. Each solo play costs credits, and the possible winnings are shown before you play.',
        },
        {
          type: 'txt',
          value:
            '1. Pick a quiz in Explore or in a category. 2. Tap “Play solo”. 3. Confirm: the play starts straight away.',
        },
        { type: 'icon', value: 'timer' },
        {
          type: 'txt',
          value:
            'Each question has its own countdown. Choose your answer, then tap “Next” (“Terminate” on the last question). If you do not answer in time, the question counts as wrong.',
        },
        {
          type: 'txt',
          value:
            'You win if you answer at least 60% of the questions right, for example 6 right answers out of 10. Careful: if you leave the play, it ends and your credits are lost.',
        },
        { type: 'icon', value: 'gains' },
        {
          type: 'txt',
          value:
            'Won? The winnings in FCFA are added to your gains right away. You can play each quiz solo only once: find the details of your plays in your results.',
        },
      ],
    },
    {
      title: 'Challenge mode',
      content: [
        { type: 'icon', value: 'challenge' },
        {
          type: 'txt',
          value:
            'A challenge is the same quiz played by several players who stake the same energy. The best scores share the pot.',
        },
        {
          type: 'txt',
          value:
            'To start a challenge: 1. Open a quiz. 2. Tap “Start a challenge”. 3. Choose your energy stake (at least 1). 4. Select the friends to invite. 5. Launch: you play first.',
        },
        { type: 'icon', value: 'friends' },
        {
          type: 'txt',
          value:
            'Your friends get an invitation in “My challenges”. They accept it, stake the same energy and play. Anyone can also join an open challenge from “Explore challenges”.',
        },
        { type: 'icon', value: 'share' },
        {
          type: 'txt',
          value:
            'Share your challenge to bring in more players: the more participants, the bigger the pot. The challenge stays open for 24 hours.',
        },
        {
          type: 'txt',
          value:
            'When it closes, the pot is shared equally among the best score or scores. You get a notification and can see the result in “My challenges”.',
        },
      ],
    },
    {
      title: 'How to buy credits',
      content: [
        { type: 'icon', value: 'credits' },
        {
          type: 'txt',
          value:
            'Credits (or energy) are what you play with. Your balance is shown at the top of the screen. To get more, open the “My credits” page.',
        },
        {
          type: 'txt',
          value:
            '1. In the acquire tab, choose a pack: single, basic, normal or premium. The bigger the pack, the cheaper each credit. 2. Tap “Buy”.',
        },
        {
          type: 'txt',
          value:
            '3. Choose Orange Money or MTN Mobile Money and enter your number. 4. Check the price in FCFA and confirm. 5. Approve the payment on your phone with your secret code, as your operator instructs.',
        },
        {
          type: 'txt',
          value:
            'Your credits arrive as soon as the operator confirms. Payment “pending”? Wait a few minutes. Charged but no credits? Contact us with the transaction reference.',
        },
        {
          type: 'txt',
          value:
            'Got winnings? Choose “Convert gains” to turn them into credits, without going through mobile money.',
        },
        { type: 'icon', value: 'friends' },
        {
          type: 'txt',
          value:
            'You can also tap “Ask a friend”. Your friend accepts and sends you credits. The other way round, you can answer your friends’ requests; you always keep at least 1 credit.',
        },
      ],
    },
    {
      title: 'How to cash out',
      content: [
        { type: 'icon', value: 'gains' },
        {
          type: 'txt',
          value: 'Your winnings are in FCFA. Find them on the “Gains” page, from your settings.',
        },
        {
          type: 'txt',
          value:
            '1. Tap “Cash out”. 2. The first time, enter your payment method and your mobile money number. 3. Confirm: all of your winnings are sent to that number.',
        },
        { type: 'icon', value: 'phone' },
        {
          type: 'txt',
          value:
            'Check your number carefully before confirming: it must be your own mobile money account. Money sent to a wrong number cannot be recovered.',
        },
        {
          type: 'txt',
          value:
            'Cash-out “pending”? It is being processed, so wait a few minutes. If it fails, your winnings are not debited: you can try again.',
        },
        {
          type: 'txt',
          value:
            'Rather play again? Tap “Convert gains” to turn them into credits. You need at least 1 FCFA of winnings to cash out.',
        },
      ],
    },
    {
      title: 'How to contact us',
      content: [
        {
          type: 'txt',
          value: 'A question, or a problem with a payment or a cash-out? Our team is here to help.',
        },
        { type: 'icon', value: 'phone' },
        {
          type: 'txt',
          value:
            'Call us or send an SMS to one of these numbers: {admin_phone1}, {admin_phone2} or {admin_phone3}.',
        },
        { type: 'icon', value: 'mail' },
        {
          type: 'txt',
          value: 'Write to us at {admin_email}.',
        },
        {
          type: 'txt',
          value:
            'For a payment or a cash-out, give your player name, the number used, the amount and the date. We will never ask for your password or your secret code.',
        },
      ],
    },
  ],
};

export const help: Record<'fr' | 'en', HelpData> = { fr, en };
