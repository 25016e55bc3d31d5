import type { SeedAdPartner } from './types';

export const adPartners: SeedAdPartner[] = [
  {
    entreprise_name: "Boulangerie Les Épis d'Akwa",
    rccm: 'RC/DLA/2016/A/2841',
    phone_1: '677418203',
    phone_2: '699352714',
    email: 'contact@epis-akwa.example.cm',
    subscriptions: [{ space: 1, amount: 60000, duration_days: 30 }],
    ads: [
      {
        space: 1,
        illustration: 'ads/epis-akwa-banner.svg',
        link: 'https://example.cm/epis-akwa',
      },
    ],
  },
  {
    entreprise_name: 'Mfoundi Mobile',
    rccm: 'RC/YAO/2019/B/1234',
    phone_1: '655207391',
    phone_2: '694118265',
    email: 'ventes@mfoundi-mobile.example.cm',
    subscriptions: [{ space: 2, amount: 45000, duration_days: 30 }],
    ads: [
      {
        space: 2,
        illustration: 'ads/mfoundi-mobile-square.svg',
        link: 'https://example.cm/mfoundi-mobile',
      },
    ],
  },
  {
    entreprise_name: 'École Numérique Sanaga',
    phone_1: '681540972',
    phone_2: '677903615',
    email: 'inscriptions@ecole-sanaga.example.cm',
    subscriptions: [{ space: 3, amount: 50000, duration_days: 60 }],
    ads: [
      {
        space: 3,
        illustration: 'ads/ecole-sanaga-banner.svg',
        link: 'https://example.cm/ecole-numerique-sanaga',
      },
    ],
  },
  {
    entreprise_name: 'Axe Lourd Voyages',
    rccm: 'RC/DLA/2012/B/0587',
    phone_1: '698226410',
    phone_2: '670315288',
    email: 'reservations@axe-lourd.example.cm',
    subscriptions: [
      { space: 3, amount: 55000, duration_days: 30 },
      { space: 2, amount: 40000, duration_days: 30 },
    ],
    ads: [
      {
        space: 3,
        illustration: 'ads/axe-lourd-banner.svg',
        link: 'https://example.cm/axe-lourd-voyages',
      },
      { space: 2, illustration: 'ads/axe-lourd-square.svg' },
    ],
  },
];
