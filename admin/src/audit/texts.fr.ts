import type { TextsLike } from '../i18n/sections';
import type { auditEn } from './texts.en';

/** Textes des écrans « audit » (resources.audit), chargés avec eux. */
const auditFr: TextsLike<typeof auditEn> = {
  fields: {
    created_at: 'Date',
    manager: 'Gestionnaire',
    area: 'Espace',
    action: 'Action',
    entity_id: 'Élément',
  },
  areas: {
    games: 'Jeux',
    game_indexes: 'Index de jeux',
    badge_types: 'Types de badges',
    quotes: 'Citations',
    ad_partners: 'Partenaires publicitaires',
    ad_subscriptions: 'Abonnements publicitaires',
    ads: 'Publicités',
    managers: 'Gestionnaires',
    players: 'Joueurs',
  },
};

export default auditFr;
