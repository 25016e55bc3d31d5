import type { TermsData } from '@quiz/shared/types';

const fr: TermsData = {
  lang: 'fr',
  exchange_lang: 'en',
  header: {
    title: "Conditions générales d'utilisation",
    description:
      "Les présentes conditions générales d'utilisation (les « Conditions ») régissent l'accès à la plateforme de quiz exploitée par Quiz Cameroun et son utilisation. En créant un compte ou en utilisant la Plateforme, vous reconnaissez avoir lu, compris et accepté les Conditions sans réserve. Lisez-les attentivement : les Parties sont jouées avec des Crédits achetés avec de l'argent réel et peuvent donner lieu à des Gains en argent.",
    definition: {
      part_1:
        "La « Plateforme » désigne le site et l'application web de quiz exploités par Quiz Cameroun (l'« Exploitant » ou « nous »), accessibles en français et en anglais, ainsi que l'ensemble des services qui y sont proposés : quiz en solo, défis, Crédits, Gains, badges, panthéon, amis, notifications et centre d'aide.",
      part_2:
        "Le « Joueur » (ou « vous ») désigne toute personne physique âgée d'au moins 18 ans qui a créé un compte sur la Plateforme, l'a fait vérifier, et l'utilise à des fins personnelles et non commerciales. Le « Visiteur » désigne toute personne qui consulte la Plateforme sans être connectée à un compte.",
    },
  },
  body: [
    {
      number: 1,
      title: 'Définitions',
      specification:
        "Dans les présentes Conditions, les termes ci-dessous, qu'ils soient employés au singulier ou au pluriel, ont la signification suivante.",
      subParts: [
        {
          title: 'Crédits',
          specification:
            'Unités de jeu virtuelles, également appelées « énergie » ou « unités », consommées pour jouer en solo ou misées pour participer à un défi. Les Crédits ne sont ni une monnaie, ni un moyen de paiement, ni un dépôt de fonds.',
        },
        {
          title: 'Quiz et Partie',
          specification:
            "Un Quiz est une série de questions, chacune soumise à un temps de réponse limité. Une Partie est la participation d'un Joueur à un Quiz, en mode solo ou dans le cadre d'un défi.",
        },
        {
          title: 'Solo et Défi',
          specification:
            'Le mode solo est une Partie jouée seul contre le Quiz. Le Défi est une compétition ouverte pendant une durée limitée, au cours de laquelle plusieurs Joueurs jouent le même Quiz en misant le même nombre de Crédits.',
        },
        {
          title: 'Gains et valeur unitaire de gain',
          specification:
            "Les Gains sont les sommes en francs CFA (FCFA) portées au compte d'un Joueur à la suite d'une Partie gagnante. La valeur unitaire de gain est le montant en FCFA, fixé par l'Exploitant et affiché dans l'application, qui sert de base au calcul des Gains. Le mobile money désigne les services Orange Money (« OM ») et MTN Mobile Money (« MoMo »), fournis par des opérateurs indépendants de l'Exploitant.",
        },
      ],
    },
    {
      number: 2,
      title: 'Objet et acceptation des Conditions',
      specification:
        'Les présentes Conditions définissent les modalités selon lesquelles Quiz Cameroun met la Plateforme à la disposition des Visiteurs et des Joueurs, ainsi que les droits et obligations de chacun.',
      subParts: [
        {
          title: 'Acceptation',
          specification:
            "L'inscription sur la Plateforme emporte l'acceptation pleine et entière des présentes Conditions. Si vous n'acceptez pas tout ou partie des Conditions, vous devez renoncer à créer un compte et à jouer.",
        },
        {
          title: 'Visiteurs',
          specification:
            "Les Visiteurs peuvent consulter librement certaines pages : exploration, catégories, badges, modes de jeu, recherche, centre d'aide et présentes Conditions. Toute Partie, tout achat et tout retrait nécessitent un compte vérifié.",
        },
        {
          title: 'Langue de référence',
          specification:
            'Les Conditions sont rédigées en français et traduites en anglais. En cas de divergence entre les deux versions, la version française prévaut.',
        },
      ],
    },
    {
      number: 3,
      title: 'Accès à la Plateforme et inscription',
      specification:
        "L'inscription est gratuite et réservée aux personnes physiques majeures. Les Parties étant jouées avec des Crédits achetés avec de l'argent réel et pouvant rapporter des Gains, l'âge minimum requis est de 18 ans révolus.",
      subParts: [
        {
          title: "Données d'inscription",
          specification:
            "Pour s'inscrire, le Joueur fournit une adresse e-mail ou un numéro de téléphone camerounais (indicatif +237), un mot de passe d'au moins 8 caractères, sa date de naissance, son sexe, sa langue et son pays. L'inscription est refusée lorsque la date de naissance indiquée correspond à un âge inférieur à 18 ans.",
        },
        {
          title: 'Code de vérification',
          specification:
            "Le compte n'est activé qu'après la saisie du code de vérification à 6 chiffres envoyé par SMS ou par e-mail à l'identifiant fourni. Ce code est personnel et a une durée de validité limitée ; le nombre de tentatives et de renvois est également limité.",
        },
        {
          title: 'Un seul compte par personne',
          specification:
            "Chaque personne ne peut détenir qu'un seul compte. Le compte est strictement personnel : il ne peut être ni cédé, ni vendu, ni prêté, ni utilisé par un tiers.",
        },
        {
          title: 'Exactitude des informations',
          specification:
            "Le Joueur s'engage à fournir des informations exactes, à jour et le concernant personnellement, et à les tenir à jour depuis ses paramètres. L'Exploitant peut à tout moment demander un justificatif d'identité ou d'âge, notamment avant un retrait de Gains, et suspendre le compte dans l'attente de ce justificatif.",
        },
      ],
    },
    {
      number: 4,
      title: 'Compte et sécurité',
      specification:
        'Le Joueur est responsable de la confidentialité de ses identifiants et de toute activité réalisée depuis son compte.',
      subParts: [
        {
          title: 'Mot de passe',
          specification:
            'Choisissez un mot de passe robuste, propre à la Plateforme, et ne le communiquez à personne. Quiz Cameroun ne vous demandera jamais votre mot de passe, votre code de vérification ni le code secret de votre compte de mobile money, que ce soit par téléphone, par SMS ou par e-mail.',
        },
        {
          title: 'Session et appareils partagés',
          specification:
            'Votre session est conservée dans le navigateur de votre appareil. Sur un appareil partagé ou public, déconnectez-vous après chaque utilisation depuis le menu ou les paramètres.',
        },
        {
          title: 'Mot de passe oublié',
          specification:
            "En cas d'oubli, le mot de passe peut être réinitialisé depuis la page de connexion au moyen d'un code envoyé à l'adresse e-mail ou au numéro de téléphone du compte.",
        },
        {
          title: 'Utilisation non autorisée',
          specification:
            "Si vous soupçonnez une utilisation non autorisée de votre compte, modifiez immédiatement votre mot de passe et prévenez-nous par les moyens indiqués à l'article 16. Les opérations effectuées avec vos identifiants avant ce signalement sont réputées avoir été faites par vous.",
        },
      ],
    },
    {
      number: 5,
      title: 'Crédits',
      specification:
        "Les Crédits permettent de jouer en solo et de miser dans les défis. Ils s'obtiennent par achat, par conversion de Gains ou par envoi d'un ami. Des Crédits gratuits de bienvenue peuvent être offerts une seule fois lors de la première connexion à un compte vérifié.",
      subParts: [
        {
          title: 'Achat et prix',
          specification:
            "Les Crédits s'achètent par Orange Money ou MTN Mobile Money, selon les moyens proposés dans l'application, à l'unité ou en packs (unité, basique, normal et premium). Les prix sont exprimés en FCFA et le prix unitaire baisse pour les packs les plus importants. Le prix total est affiché avant la confirmation ; le Joueur valide ensuite le paiement sur son téléphone selon la procédure de son opérateur. Les Crédits sont ajoutés au compte dès que l'opérateur confirme le paiement. Les frais éventuellement facturés par l'opérateur relèvent de ses propres conditions.",
        },
        {
          title: 'Absence de remboursement',
          specification:
            "Les Crédits n'ont aucune valeur monétaire : ils ne peuvent être ni retirés, ni échangés contre de l'argent, ni remboursés, sauf lorsque la loi l'impose. Si votre compte de mobile money a été débité sans que les Crédits correspondants vous soient attribués, contactez-nous en indiquant la référence de la transaction ; après vérification auprès de l'opérateur, nous vous attribuerons les Crédits ou vous rembourserons le montant débité.",
        },
        {
          title: 'Conversion des Gains',
          specification:
            'Le Joueur peut convertir ses Gains en Crédits, au prix des packs en vigueur et dans la limite de ses Gains disponibles. La conversion est définitive : les Crédits ainsi obtenus ne peuvent pas être reconvertis en Gains.',
        },
        {
          title: 'Partage entre amis',
          specification:
            'Un Joueur peut demander des Crédits à ses amis et envoyer des Crédits à un ami qui lui en a fait la demande. Un envoi accepté est définitif. Il est interdit de vendre des Crédits ou de les échanger contre une contrepartie quelconque en dehors de la Plateforme.',
        },
      ],
    },
    {
      number: 6,
      title: 'Règles du jeu',
      specification:
        "Chaque Quiz comporte un nombre déterminé de questions, chacune assortie d'un temps de réponse. Le nombre de questions, le temps imparti, la mise et le Gain possible sont affichés avant le lancement de la Partie ; les valeurs affichées au lancement s'appliquent à cette Partie.",
      subParts: [
        {
          title: 'Mode solo',
          specification:
            "Une Partie en solo consomme le nombre de Crédits affiché au lancement. Le Joueur gagne s'il répond correctement à au moins 60 % des questions du Quiz. Une Partie solo gagnée rapporte un Gain égal à la valeur unitaire de gain multipliée par le nombre de Crédits engagés et par le multiplicateur de gain solo en vigueur. Un même Quiz ne peut être joué qu'une seule fois en solo par Joueur.",
        },
        {
          title: 'Mode défi',
          specification:
            "Le Joueur qui lance un défi choisit un Quiz, mise un nombre d'unités d'énergie (au moins une) et peut inviter ses amis. Tout Joueur, invité ou non, peut rejoindre le défi en misant le même nombre d'unités pendant sa période d'ouverture de 24 heures. Chaque Joueur ne peut jouer qu'une seule fois un même défi. À la clôture, la cagnotte, égale au nombre de participants multiplié par la mise et par la valeur unitaire de gain (en FCFA), est partagée à parts égales entre les gagnants, c'est-à-dire le ou les participants ayant obtenu le meilleur score. Le reste éventuel de cette division demeure acquis à l'Exploitant.",
        },
        {
          title: 'Temps de jeu et abandon',
          specification:
            "Le temps de chaque question est décompté par le serveur de la Plateforme, dont l'horloge fait foi. Une question à laquelle aucune réponse n'a été donnée dans le temps imparti est comptée comme fausse. Quitter une Partie y met fin définitivement : les questions restantes sont comptées comme fausses et les Crédits engagés ne sont pas restitués. En cas de coupure de connexion, la Partie peut être reprise là où elle s'était arrêtée, mais le temps continue de s'écouler pendant la coupure.",
        },
        {
          title: 'Jeu responsable',
          specification:
            'Jouez pour le plaisir, ne misez que ce que vous pouvez vous permettre de perdre et ne considérez jamais le jeu comme une source de revenus. Si vous sentez que vous perdez le contrôle, faites une pause : vous pouvez à tout moment nous demander de suspendre votre compte ou le supprimer vous-même depuis vos paramètres.',
        },
      ],
    },
    {
      number: 7,
      title: 'Gains et retraits',
      specification:
        "Les Gains sont portés au compte du Joueur, en FCFA, à la fin d'une Partie solo gagnée ou à la clôture d'un défi gagné. Ils peuvent être retirés vers un compte de mobile money ou convertis en Crédits.",
      subParts: [
        {
          title: 'Retrait',
          specification:
            "Le retrait est possible dès que les Gains atteignent 1 FCFA. Le Joueur renseigne ses informations de paiement, à savoir le moyen de paiement et le numéro de téléphone, puis confirme ; la totalité de ses Gains disponibles est alors envoyée sur ce numéro par l'intermédiaire de l'opérateur choisi.",
        },
        {
          title: 'Délais de traitement',
          specification:
            "Les retraits sont généralement traités en quelques minutes, mais peuvent prendre davantage de temps en fonction de la disponibilité des opérateurs ou lorsqu'une vérification est nécessaire. Pendant le traitement, le retrait apparaît « en attente ». En cas d'échec, les Gains ne sont pas débités et restent disponibles sur le compte.",
        },
        {
          title: 'Numéro de paiement',
          specification:
            "Le Joueur est seul responsable de l'exactitude du moyen de paiement et du numéro de téléphone qu'il indique, lequel doit correspondre à un compte de mobile money dont il est titulaire. L'Exploitant ne peut être tenu responsable d'un envoi effectué vers un numéro erroné saisi par le Joueur.",
        },
        {
          title: 'Contrôles et lutte contre la fraude',
          specification:
            "L'Exploitant peut vérifier toute Partie et toute transaction, avant comme après le paiement des Gains. En cas de soupçon de fraude, d'erreur technique ou de manquement aux Conditions, il peut suspendre un retrait, demander des justificatifs, annuler les Gains indûment obtenus et en exiger la restitution.",
        },
      ],
    },
    {
      number: 8,
      title: 'Jeu loyal et comportements interdits',
      specification:
        "Le Joueur s'engage à jouer personnellement et loyalement, dans le respect des autres Joueurs, des présentes Conditions et de la loi.",
      subParts: [
        {
          title: 'Comptes multiples',
          specification:
            "Il est interdit de créer ou d'utiliser plusieurs comptes, d'utiliser le compte d'un tiers ou de s'inscrire avec des informations fausses ou appartenant à autrui, notamment pour obtenir plusieurs fois les Crédits de bienvenue.",
        },
        {
          title: 'Jeu automatisé et manipulation',
          specification:
            "Il est interdit d'utiliser des robots, des scripts ou tout autre moyen automatisé pour jouer, d'altérer le fonctionnement de la Plateforme, d'intercepter ou de manipuler les échanges avec le serveur, ou d'exploiter une erreur ou une faille au lieu de la signaler.",
        },
        {
          title: 'Collusion',
          specification:
            "Il est interdit de s'entendre avec d'autres Joueurs pour fausser le résultat d'un défi, de se communiquer les réponses pendant qu'un défi est ouvert, de jouer pour le compte d'autrui ou de faire circuler des Crédits ou des Gains entre comptes afin de contourner les présentes Conditions.",
        },
        {
          title: 'Respect des autres',
          specification:
            "Les noms de joueur, photos de profil et messages ne doivent comporter aucun contenu injurieux, haineux, obscène, trompeur ou portant atteinte aux droits d'autrui. Les gestionnaires de la Plateforme ne sont pas autorisés à participer aux Parties.",
        },
      ],
    },
    {
      number: 9,
      title: 'Badges, panthéon et fonctions sociales',
      specification:
        'La Plateforme récompense certaines réussites et propose des fonctions communautaires destinées à rendre le jeu plus convivial.',
      subParts: [
        {
          title: 'Badges',
          specification:
            "Des badges sont attribués automatiquement lorsque le Joueur atteint certains objectifs. Ils n'ont aucune valeur monétaire et ne sont ni cessibles ni échangeables. L'Exploitant peut créer, modifier ou désactiver des badges.",
        },
        {
          title: 'Panthéon',
          specification:
            "Le panthéon (hall of fame) classe les Joueurs selon leurs performances sur différentes périodes : aujourd'hui, les 7 ou 30 derniers jours, ou depuis toujours. Le nom de joueur, la photo de profil, les badges et les résultats de chaque Joueur sont visibles par les autres utilisateurs.",
        },
        {
          title: 'Amis, notifications et partage',
          specification:
            "Le Joueur peut envoyer, accepter ou refuser des demandes d'amis, inviter ses amis à des défis et partager des quiz, des défis ou son profil. Les notifications l'informent de l'activité de son compte ; il peut désactiver les notifications push dans ses paramètres.",
        },
      ],
    },
    {
      number: 10,
      title: 'Données personnelles et vie privée',
      specification:
        'Quiz Cameroun traite les données personnelles des Joueurs conformément à la loi n° 2024/017 du 23 décembre 2024 relative à la protection des données à caractère personnel au Cameroun et aux autres textes camerounais applicables.',
      subParts: [
        {
          title: 'Données collectées et finalités',
          specification:
            'Nous collectons les données que vous nous fournissez (adresse e-mail ou numéro de téléphone, nom de joueur, prénom, nom, date de naissance, sexe, pays, langue, photo de profil, numéro de mobile money) et celles qui résultent de votre utilisation (Parties, scores, Crédits, Gains, transactions, amis, badges, notifications, données techniques de connexion). Elles servent à gérer votre compte, vérifier votre âge et votre identifiant, faire fonctionner les jeux, traiter les paiements et les retraits, prévenir la fraude, vous informer et établir des statistiques.',
        },
        {
          title: 'Destinataires',
          specification:
            "Ces données sont destinées à Quiz Cameroun. Seules les données nécessaires sont transmises aux opérateurs de mobile money pour les paiements et les retraits, et aux prestataires d'envoi de SMS et d'e-mails pour les codes de vérification. Vos données ne sont jamais vendues. Les autres Joueurs ne voient que votre profil public, et vos coordonnées leur sont présentées sous forme masquée.",
        },
        {
          title: 'Durée de conservation',
          specification:
            "Les données sont conservées tant que votre compte est actif. Après la suppression du compte, elles sont effacées ou anonymisées, à l'exception des données relatives aux transactions, conservées pendant la durée exigée par la loi, notamment à des fins comptables et de lutte contre la fraude.",
        },
        {
          title: 'Vos droits',
          specification:
            "Vous disposez d'un droit d'accès, de rectification, d'opposition et de suppression de vos données. La plupart de vos informations se modifient directement dans vos paramètres, d'où vous pouvez également supprimer votre compte après confirmation par votre mot de passe. Pour toute autre demande, écrivez-nous à {admin_email}.",
        },
      ],
    },
    {
      number: 11,
      title: 'Propriété intellectuelle',
      specification:
        "La Plateforme et l'ensemble de ses éléments (quiz, questions, textes, images, logos, marques, interface, logiciels et bases de données) sont protégés par le droit de la propriété intellectuelle et appartiennent à Quiz Cameroun ou à ses partenaires.",
      subParts: [
        {
          title: "Droit d'usage",
          specification:
            "Le Joueur bénéficie d'un droit d'usage personnel, non exclusif et non cessible de la Plateforme pour la durée de son inscription. Toute reproduction, extraction, diffusion ou exploitation commerciale, totale ou partielle, des quiz, de leurs questions et de leurs réponses est interdite sans autorisation écrite préalable.",
        },
        {
          title: 'Contenus du Joueur',
          specification:
            "Le Joueur garantit détenir les droits sur la photo de profil qu'il publie et autorise Quiz Cameroun à l'afficher sur la Plateforme pour la durée de son inscription.",
        },
      ],
    },
    {
      number: 12,
      title: 'Responsabilité et disponibilité',
      specification:
        "Quiz Cameroun s'efforce d'assurer l'accès à la Plateforme 24 heures sur 24 et 7 jours sur 7, sans pouvoir le garantir.",
      subParts: [
        {
          title: 'Disponibilité',
          specification:
            "L'accès peut être interrompu pour maintenance, mise à jour ou en cas de panne. Si un incident technique imputable à la Plateforme empêche le bon déroulement d'une Partie, l'Exploitant peut, après vérification, annuler la Partie et restituer les Crédits engagés.",
        },
        {
          title: 'Limites de responsabilité',
          specification:
            "L'Exploitant n'est pas responsable des défaillances de la connexion internet ou de l'appareil du Joueur, des interruptions des services des opérateurs de mobile money ou de télécommunications, ni des cas de force majeure. Les Parties interrompues pour ces raisons restent soumises aux règles de l'article 6.",
        },
        {
          title: 'Exactitude des questions',
          specification:
            "Les questions sont rédigées avec soin. En cas d'erreur avérée dans une question ou dans sa réponse, l'Exploitant peut neutraliser la question et corriger les résultats concernés.",
        },
        {
          title: 'Publicités et liens',
          specification:
            "La Plateforme peut afficher des publicités et des liens vers des sites de partenaires. L'Exploitant n'est pas responsable du contenu de ces sites ni des offres qui y sont proposées.",
        },
      ],
    },
    {
      number: 13,
      title: 'Suspension et résiliation',
      specification:
        "Le compte peut prendre fin à l'initiative du Joueur ou de l'Exploitant dans les conditions ci-dessous.",
      subParts: [
        {
          title: 'Suppression par le Joueur',
          specification:
            'Le Joueur peut supprimer son compte à tout moment depuis ses paramètres, en confirmant avec son mot de passe. La suppression est définitive et les Crédits et Gains restants ne peuvent plus être récupérés : pensez à retirer vos Gains avant de supprimer votre compte.',
        },
        {
          title: "Mesures prises par l'Exploitant",
          specification:
            "En cas de manquement aux Conditions, notamment aux articles 3 et 8, l'Exploitant peut, selon la gravité des faits, adresser un avertissement, suspendre le compte, annuler les Gains obtenus de manière irrégulière ou supprimer le compte, sans préjudice d'éventuelles poursuites. Sauf urgence ou fraude, le Joueur en est informé et peut présenter ses observations.",
        },
        {
          title: 'Gains régulièrement acquis',
          specification:
            "Lorsque le compte est fermé pour une cause non imputable au Joueur, les Gains régulièrement acquis lui sont versés sur le numéro de mobile money qu'il indique.",
        },
      ],
    },
    {
      number: 14,
      title: 'Modification des Conditions',
      specification:
        "Quiz Cameroun peut modifier les présentes Conditions pour tenir compte de l'évolution de la Plateforme, de ses règles ou de la loi. Les Joueurs sont informés des modifications importantes par notification ou par tout autre moyen approprié.",
      subParts: [
        {
          title: 'Entrée en vigueur',
          specification:
            "Les Conditions modifiées s'appliquent dès leur publication sur la Plateforme. Les Parties et les défis en cours restent régis par les règles en vigueur à leur lancement. Si vous n'acceptez pas les nouvelles Conditions, vous pouvez cesser d'utiliser la Plateforme et supprimer votre compte ; la poursuite de l'utilisation vaut acceptation.",
        },
        {
          title: 'Paramètres du jeu',
          specification:
            "La valeur unitaire de gain, le multiplicateur de gain solo, le prix des Crédits et la composition des packs peuvent évoluer. Les valeurs applicables sont toujours celles affichées dans l'application au moment de l'achat ou du lancement de la Partie.",
        },
      ],
    },
    {
      number: 15,
      title: 'Droit applicable et litiges',
      specification:
        'Les présentes Conditions sont régies par le droit de la République du Cameroun.',
      subParts: [
        {
          title: 'Réclamations',
          specification:
            "Toute réclamation doit d'abord nous être adressée par les moyens indiqués à l'article 16, en précisant votre nom de joueur, l'adresse e-mail ou le numéro de téléphone de votre compte et, le cas échéant, la date et le montant de la Partie ou de la transaction concernée. Nous nous engageons à y répondre dans les meilleurs délais.",
        },
        {
          title: 'Règlement des litiges',
          specification:
            "Les parties rechercheront en priorité une solution amiable. À défaut d'accord, le litige sera porté devant les juridictions compétentes de la République du Cameroun.",
        },
      ],
    },
    {
      number: 16,
      title: 'Contact',
      specification:
        "Pour toute question, réclamation ou demande relative à vos données personnelles, vous pouvez contacter l'équipe de Quiz Cameroun. Le centre d'aide de la Plateforme répond également aux questions les plus fréquentes.",
      subParts: [
        {
          title: 'Par téléphone',
          specification: 'Par appel ou par SMS : {admin_phone1}, {admin_phone2} ou {admin_phone3}.',
        },
        {
          title: 'Par e-mail',
          specification: "À l'adresse {admin_email}.",
        },
      ],
    },
  ],
};

const en: TermsData = {
  lang: 'en',
  exchange_lang: 'fr',
  header: {
    title: 'Terms and Conditions of Use',
    description:
      'These terms and conditions of use (the “Terms”) govern access to and use of the quiz platform operated by Quiz Cameroun. By creating an account or using the Platform, you acknowledge that you have read, understood and accepted the Terms without reservation. Please read them carefully: Plays are staked with Credits bought with real money and may give rise to Winnings in money.',
    definition: {
      part_1:
        'The “Platform” means the quiz website and web application operated by Quiz Cameroun (the “Operator”, “we” or “us”), available in French and English, together with all the services offered on it: solo quizzes, challenges, Credits, Winnings, badges, hall of fame, friends, notifications and help centre.',
      part_2:
        'The “Player” (or “you”) means any natural person aged at least 18 who has created an account on the Platform, had it verified, and uses it for personal, non-commercial purposes. A “Visitor” means any person who browses the Platform without being signed in to an account.',
    },
  },
  body: [
    {
      number: 1,
      title: 'Definitions',
      specification:
        'In these Terms, the following words, whether used in the singular or the plural, have the meanings given below.',
      subParts: [
        {
          title: 'Credits',
          specification:
            'Virtual game units, also called “energy” or “units”, used up to play solo or staked to take part in a challenge. Credits are not a currency, a means of payment or a deposit of funds.',
        },
        {
          title: 'Quiz and Play',
          specification:
            "A Quiz is a series of questions, each with a limited answering time. A Play is a Player's participation in a Quiz, in solo mode or as part of a challenge.",
        },
        {
          title: 'Solo and Challenge',
          specification:
            'Solo mode is a Play in which a Player plays alone against the Quiz. A Challenge is a competition open for a limited period, during which several Players play the same Quiz by staking the same number of Credits.',
        },
        {
          title: 'Winnings and gain unit',
          specification:
            "Winnings are the amounts in CFA francs (FCFA) credited to a Player's account following a winning Play. The gain unit is the amount in FCFA, set by the Operator and shown in the application, on which Winnings are calculated. Mobile money means the Orange Money (“OM”) and MTN Mobile Money (“MoMo”) services, provided by operators independent of the Operator.",
        },
      ],
    },
    {
      number: 2,
      title: 'Purpose and acceptance of the Terms',
      specification:
        'These Terms set out the conditions under which Quiz Cameroun makes the Platform available to Visitors and Players, and the rights and obligations of each.',
      subParts: [
        {
          title: 'Acceptance',
          specification:
            'Registering on the Platform constitutes full and complete acceptance of these Terms. If you do not accept all or part of the Terms, you must not create an account or play.',
        },
        {
          title: 'Visitors',
          specification:
            'Visitors may freely browse certain pages: explore, categories, badges, play modes, search, help centre and these Terms. Any Play, purchase or cash-out requires a verified account.',
        },
        {
          title: 'Reference language',
          specification:
            'The Terms are written in French and translated into English. In the event of any discrepancy between the two versions, the French version prevails.',
        },
      ],
    },
    {
      number: 3,
      title: 'Access to the Platform and registration',
      specification:
        'Registration is free and reserved for natural persons of full age. Because Plays are staked with Credits bought with real money and can earn Winnings, the minimum age is 18 years.',
      subParts: [
        {
          title: 'Registration details',
          specification:
            'To register, the Player provides an e-mail address or a Cameroonian phone number (country code +237), a password of at least 8 characters, and their date of birth, gender, language and country. Registration is refused when the date of birth given corresponds to an age under 18.',
        },
        {
          title: 'Verification code',
          specification:
            'The account is only activated once the 6-digit verification code sent by SMS or e-mail to the identifier provided has been entered. This code is personal and valid for a limited time; the number of attempts and resends is also limited.',
        },
        {
          title: 'One account per person',
          specification:
            'Each person may hold only one account. The account is strictly personal: it may not be transferred, sold, lent or used by anyone else.',
        },
        {
          title: 'Accuracy of information',
          specification:
            'The Player undertakes to provide information that is accurate, up to date and about themselves, and to keep it up to date from their settings. The Operator may at any time ask for proof of identity or age, in particular before a cash-out of Winnings, and suspend the account until that proof is provided.',
        },
      ],
    },
    {
      number: 4,
      title: 'Account and security',
      specification:
        'The Player is responsible for keeping their login details confidential and for all activity carried out from their account.',
      subParts: [
        {
          title: 'Password',
          specification:
            'Choose a strong password used only for the Platform, and never share it. Quiz Cameroun will never ask you for your password, your verification code or the secret code of your mobile money account, whether by phone, SMS or e-mail.',
        },
        {
          title: 'Session and shared devices',
          specification:
            "Your session is kept in your device's browser. On a shared or public device, log out after each use from the menu or the settings.",
        },
        {
          title: 'Forgotten password',
          specification:
            "If you forget your password, you can reset it from the login page using a code sent to the account's e-mail address or phone number.",
        },
        {
          title: 'Unauthorised use',
          specification:
            'If you suspect unauthorised use of your account, change your password immediately and let us know through the means given in article 16. Operations carried out with your login details before you report it are deemed to have been made by you.',
        },
      ],
    },
    {
      number: 5,
      title: 'Credits',
      specification:
        'Credits are used to play solo and to stake in challenges. They are obtained by purchase, by converting Winnings or when a friend sends them. Free welcome Credits may be offered once, at the first sign-in to a verified account.',
      subParts: [
        {
          title: 'Purchase and prices',
          specification:
            "Credits are bought with Orange Money or MTN Mobile Money, depending on the methods offered in the application, singly or in packs (single, basic, normal and premium). Prices are in FCFA and the unit price is lower for larger packs. The total price is shown before confirmation; the Player then approves the payment on their phone following their operator's procedure. Credits are added to the account as soon as the operator confirms the payment. Any fees charged by the operator are governed by the operator's own terms.",
        },
        {
          title: 'No refunds',
          specification:
            'Credits have no monetary value: they cannot be cashed out, exchanged for money or refunded, except where the law requires it. If your mobile money account has been debited without the corresponding Credits being added to your account, contact us with the transaction reference; after checking with the operator, we will add the Credits or refund the amount debited.',
        },
        {
          title: 'Converting Winnings',
          specification:
            'The Player may convert Winnings into Credits, at the current pack prices and up to the Winnings available. Conversion is final: Credits obtained this way cannot be converted back into Winnings.',
        },
        {
          title: 'Sharing between friends',
          specification:
            'A Player may ask friends for Credits and send Credits to a friend who has asked for them. An accepted transfer is final. Selling Credits, or exchanging them for anything of value outside the Platform, is prohibited.',
        },
      ],
    },
    {
      number: 6,
      title: 'Game rules',
      specification:
        'Each Quiz has a set number of questions, each with its own answering time. The number of questions, the time allowed, the stake and the possible Winnings are shown before the Play starts; the values shown at the start apply to that Play.',
      subParts: [
        {
          title: 'Solo mode',
          specification:
            'A solo Play uses up the number of Credits shown at the start. The Player wins by answering at least 60% of the Quiz questions correctly. A won solo Play earns Winnings equal to the gain unit multiplied by the number of Credits used and by the current solo win gain multiplier. Each Player may play a given Quiz solo only once.',
        },
        {
          title: 'Challenge mode',
          specification:
            'The Player who starts a challenge chooses a Quiz, stakes a number of energy units (at least one) and may invite friends. Any Player, invited or not, may join the challenge by staking the same number of units during its open period of 24 hours. Each Player may play a given challenge only once. When the challenge closes, the pot, equal to the number of participants multiplied by the stake and by the gain unit (in FCFA), is shared equally among the winners, that is, the participant or participants with the best score. Any remainder of that division is kept by the Operator.',
        },
        {
          title: 'Playing time and leaving',
          specification:
            "The time for each question is counted by the Platform's server, whose clock is authoritative. A question not answered within the time allowed counts as wrong. Leaving a Play ends it for good: the remaining questions count as wrong and the Credits staked are not returned. If the connection drops, the Play can be resumed where it stopped, but the time keeps running while the connection is down.",
        },
        {
          title: 'Responsible gaming',
          specification:
            'Play for fun, stake only what you can afford to lose and never see the game as a source of income. If you feel you are losing control, take a break: you may at any time ask us to suspend your account, or delete it yourself from your settings.',
        },
      ],
    },
    {
      number: 7,
      title: 'Winnings and cash-out',
      specification:
        "Winnings are credited to the Player's account, in FCFA, at the end of a won solo Play or when a won challenge closes. They can be cashed out to a mobile money account or converted into Credits.",
      subParts: [
        {
          title: 'Cash-out',
          specification:
            'A cash-out is possible as soon as Winnings reach 1 FCFA. The Player enters their payment information, namely the payment method and the phone number, then confirms; all of their available Winnings are then sent to that number through the chosen operator.',
        },
        {
          title: 'Processing times',
          specification:
            'Cash-outs are usually processed within a few minutes, but may take longer depending on the availability of the operators or when a check is needed. While it is being processed, the cash-out is shown as “pending”. If it fails, the Winnings are not debited and remain available in the account.',
        },
        {
          title: 'Payment number',
          specification:
            'The Player alone is responsible for the accuracy of the payment method and phone number they enter, which must belong to a mobile money account held by them. The Operator cannot be held liable for a payment sent to a wrong number entered by the Player.',
        },
        {
          title: 'Checks and fraud prevention',
          specification:
            'The Operator may check any Play and any transaction, before or after Winnings are paid. Where fraud, a technical error or a breach of the Terms is suspected, it may suspend a cash-out, ask for supporting documents, cancel Winnings obtained improperly and require them to be paid back.',
        },
      ],
    },
    {
      number: 8,
      title: 'Fair play and prohibited behaviour',
      specification:
        'The Player undertakes to play in person and fairly, with respect for other Players, these Terms and the law.',
      subParts: [
        {
          title: 'Multiple accounts',
          specification:
            "Creating or using more than one account, using someone else's account, or registering with false information or information belonging to another person is prohibited, in particular in order to receive the welcome Credits more than once.",
        },
        {
          title: 'Automated play and tampering',
          specification:
            "Using bots, scripts or any other automated means to play, interfering with the Platform's operation, intercepting or tampering with exchanges with the server, or exploiting an error or flaw instead of reporting it is prohibited.",
        },
        {
          title: 'Collusion',
          specification:
            'Colluding with other Players to distort the result of a challenge, sharing answers while a challenge is open, playing on behalf of someone else, or moving Credits or Winnings between accounts to get around these Terms is prohibited.',
        },
        {
          title: 'Respect for others',
          specification:
            "Player names, profile pictures and messages must not contain any content that is abusive, hateful, obscene, misleading or that infringes the rights of others. The Platform's managers are not allowed to take part in Plays.",
        },
      ],
    },
    {
      number: 9,
      title: 'Badges, hall of fame and social features',
      specification:
        'The Platform rewards certain achievements and offers community features designed to make the game more sociable.',
      subParts: [
        {
          title: 'Badges',
          specification:
            'Badges are awarded automatically when the Player reaches certain goals. They have no monetary value and cannot be transferred or exchanged. The Operator may create, change or deactivate badges.',
        },
        {
          title: 'Hall of fame',
          specification:
            "The hall of fame ranks Players by their performance over different periods: today, the last 7 or 30 days, or all time. Each Player's player name, profile picture, badges and results are visible to other users.",
        },
        {
          title: 'Friends, notifications and sharing',
          specification:
            'The Player may send, accept or decline friend requests, invite friends to challenges and share quizzes, challenges or their profile. Notifications keep the Player informed of activity on their account; push notifications can be turned off in the settings.',
        },
      ],
    },
    {
      number: 10,
      title: 'Personal data and privacy',
      specification:
        "Quiz Cameroun processes Players' personal data in accordance with Law No. 2024/017 of 23 December 2024 on the protection of personal data in Cameroon and the other applicable laws of Cameroon.",
      subParts: [
        {
          title: 'Data collected and purposes',
          specification:
            'We collect the data you give us (e-mail address or phone number, player name, first name, last name, date of birth, gender, country, language, profile picture, mobile money number) and the data that results from your use (Plays, scores, Credits, Winnings, transactions, friends, badges, notifications, technical connection data). It is used to manage your account, check your age and identifier, run the games, process payments and cash-outs, prevent fraud, keep you informed and produce statistics.',
        },
        {
          title: 'Recipients',
          specification:
            'This data is intended for Quiz Cameroun. Only the data needed is passed on to mobile money operators for payments and cash-outs, and to SMS and e-mail providers for verification codes. Your data is never sold. Other Players see only your public profile, and your contact details are shown to them in masked form.',
        },
        {
          title: 'Retention period',
          specification:
            'Data is kept for as long as your account is active. Once the account is deleted, it is erased or anonymised, except for transaction data, which is kept for the period required by law, in particular for accounting and fraud prevention purposes.',
        },
        {
          title: 'Your rights',
          specification:
            'You have the right to access, correct, object to the processing of and delete your data. Most of your information can be changed directly in your settings, where you can also delete your account after confirming with your password. For any other request, write to us at {admin_email}.',
        },
      ],
    },
    {
      number: 11,
      title: 'Intellectual property',
      specification:
        'The Platform and all its elements (quizzes, questions, texts, images, logos, trademarks, interface, software and databases) are protected by intellectual property law and belong to Quiz Cameroun or its partners.',
      subParts: [
        {
          title: 'Right of use',
          specification:
            'The Player is granted a personal, non-exclusive and non-transferable right to use the Platform for as long as they are registered. Any reproduction, extraction, distribution or commercial use, in whole or in part, of the quizzes, their questions and their answers is prohibited without prior written permission.',
        },
        {
          title: "Player's content",
          specification:
            'The Player warrants that they hold the rights to the profile picture they publish and authorises Quiz Cameroun to display it on the Platform for as long as they are registered.',
        },
      ],
    },
    {
      number: 12,
      title: 'Liability and availability',
      specification:
        'Quiz Cameroun strives to keep the Platform available 24 hours a day, 7 days a week, but cannot guarantee it.',
      subParts: [
        {
          title: 'Availability',
          specification:
            'Access may be interrupted for maintenance, updates or in the event of a failure. If a technical incident attributable to the Platform prevents a Play from running properly, the Operator may, after checking, cancel the Play and return the Credits staked.',
        },
        {
          title: 'Limits of liability',
          specification:
            "The Operator is not liable for failures of the Player's internet connection or device, for interruptions of mobile money or telecommunications services, or for force majeure. Plays interrupted for these reasons remain subject to the rules of article 6.",
        },
        {
          title: 'Accuracy of questions',
          specification:
            'Questions are written with care. If an error in a question or its answer is established, the Operator may void the question and correct the results concerned.',
        },
        {
          title: 'Advertising and links',
          specification:
            "The Platform may display advertising and links to partners' websites. The Operator is not responsible for the content of those websites or for the offers made on them.",
        },
      ],
    },
    {
      number: 13,
      title: 'Suspension and termination',
      specification:
        'The account may be closed by the Player or by the Operator under the conditions below.',
      subParts: [
        {
          title: 'Deletion by the Player',
          specification:
            'The Player may delete their account at any time from their settings, by confirming with their password. Deletion is final and any remaining Credits and Winnings can no longer be recovered: remember to cash out your Winnings before deleting your account.',
        },
        {
          title: 'Measures taken by the Operator',
          specification:
            'In the event of a breach of the Terms, in particular of articles 3 and 8, the Operator may, depending on how serious it is, issue a warning, suspend the account, cancel Winnings obtained improperly or delete the account, without prejudice to any legal action. Except in urgent cases or cases of fraud, the Player is informed and may submit their comments.',
        },
        {
          title: 'Winnings properly earned',
          specification:
            'When the account is closed for a reason not attributable to the Player, the Winnings properly earned are paid to the mobile money number they give.',
        },
      ],
    },
    {
      number: 14,
      title: 'Changes to the Terms',
      specification:
        'Quiz Cameroun may change these Terms to reflect changes to the Platform, its rules or the law. Players are informed of significant changes by notification or by any other appropriate means.',
      subParts: [
        {
          title: 'Entry into force',
          specification:
            'The amended Terms apply as soon as they are published on the Platform. Plays and challenges in progress remain governed by the rules in force when they started. If you do not accept the new Terms, you may stop using the Platform and delete your account; continuing to use it constitutes acceptance.',
        },
        {
          title: 'Game settings',
          specification:
            'The gain unit, the solo win gain multiplier, the price of Credits and the content of the packs may change. The applicable values are always those shown in the application at the time of purchase or when the Play starts.',
        },
      ],
    },
    {
      number: 15,
      title: 'Applicable law and disputes',
      specification: 'These Terms are governed by the law of the Republic of Cameroon.',
      subParts: [
        {
          title: 'Complaints',
          specification:
            'Any complaint must first be sent to us through the means given in article 16, stating your player name, the e-mail address or phone number of your account and, where relevant, the date and amount of the Play or transaction concerned. We undertake to reply as soon as possible.',
        },
        {
          title: 'Settlement of disputes',
          specification:
            'The parties will first seek an amicable solution. Failing agreement, the dispute will be brought before the competent courts of the Republic of Cameroon.',
        },
      ],
    },
    {
      number: 16,
      title: 'Contact',
      specification:
        "For any question, complaint or request about your personal data, you can contact the Quiz Cameroun team. The Platform's help centre also answers the most frequent questions.",
      subParts: [
        {
          title: 'By phone',
          specification: 'By call or SMS: {admin_phone1}, {admin_phone2} or {admin_phone3}.',
        },
        {
          title: 'By e-mail',
          specification: 'At {admin_email}.',
        },
      ],
    },
  ],
};

export const terms: Record<'fr' | 'en', TermsData> = { fr, en };
