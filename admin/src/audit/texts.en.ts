/** Texts of the audit screens (resources.audit), loaded with them. */
export const auditEn = {
  fields: {
    created_at: 'Date',
    manager: 'Manager',
    area: 'Area',
    action: 'Action',
    entity_id: 'Item',
  },
  areas: {
    games: 'Games',
    game_indexes: 'Game indexes',
    badge_types: 'Badge types',
    quotes: 'Quotes',
    ad_partners: 'Ad partners',
    ad_subscriptions: 'Ad subscriptions',
    ads: 'Ads',
    managers: 'Managers',
    players: 'Players',
  },
};

export default auditEn;
