/**
 * Ads management: ad partners, their subscriptions to the ad spaces and their
 * ads (back-office spec sections 2 "Ads management", 3, 4, 7).
 */
import { type Static, Type } from 'typebox';
import { AD_SPACE_IDS } from '../../constants/business';
import { AD_FORMS } from '../../types/enums';
import { Count, Id, MediaUrl, NullableString, Page } from '../common';

/** One of the ad spaces of the explore page (constants AD_SPACES). */
export const AdSpace = Type.Integer({ minimum: AD_SPACE_IDS[0], maximum: AD_SPACE_IDS.length });
export const AdForm = Type.Enum(AD_FORMS);
export type AdForm = Static<typeof AdForm>;

export const AdPartner = Type.Object({
  id: Id,
  entreprise_name: Type.String(),
  rccm: NullableString,
  /** national form, as the shared phone check leaves it */
  phone_1: Type.String(),
  phone_2: Type.String(),
  email: Type.String(),
  is_active: Type.Boolean(),
});
export type AdPartner = Static<typeof AdPartner>;

/** GET partners/management/?id=: the partner and what its detail view sums up. */
export const AdPartnerDetail = Type.Object({
  ...AdPartner.properties,
  /** FCFA spent: the sum of the amounts of all its subscriptions, past and running */
  total_amount: Type.Integer(),
  num_subs: Type.Integer(),
  /** its active subscriptions, each with the form (rectangle or square) of its space */
  has_active_subscriptions: Type.Array(Type.Object({ id: Id, type: AdSpace, form: AdForm })),
  /** the spaces it holds no active subscription to: those a new subscription may take */
  open_spaces: Type.Array(AdSpace),
});
export type AdPartnerDetail = Static<typeof AdPartnerDetail>;

/** Body of POST and PUT partners/management/ (checked by the shared adPartnerSchema). */
export const AdPartnerInput = Type.Object({
  entreprise_name: Type.String(),
  rccm: Type.Optional(NullableString),
  phone_1: Type.String({ description: 'a Cameroon phone number, +237 and spaces allowed' }),
  phone_2: Type.String(),
  email: Type.String(),
  is_active: Type.Optional(Type.Boolean()),
});
export type AdPartnerInput = Static<typeof AdPartnerInput>;

export const AdPartnerAnswer = Type.Object({
  status_message: Type.Literal('OK'),
  ad_partner: AdPartner,
});

export const AdPartnerList = Type.Object({
  list: Type.Array(AdPartner),
  num_pages: Type.Integer(),
});
export const AdPartnerSearch = Type.Object({
  list: Type.Array(AdPartner),
  num_pages: Type.Integer(),
  num_results: Type.Integer(),
});

export const AdSubscription = Type.Object({
  id: Id,
  /** the partner's id */
  ad_partner: Id,
  /** the ad space, chosen on creation only */
  type: AdSpace,
  /** FCFA */
  amount: Type.Integer(),
  duration_days: Type.Integer(),
  is_active: Type.Boolean(),
  activated_at: Type.String(),
  deactivated_at: NullableString,
  /** active and past activated_at + duration_days: to deactivate or renew */
  should_deactivate: Type.Boolean(),
});
export type AdSubscription = Static<typeof AdSubscription>;

/** An item of the global list, which names the flag to_deactivate and names the partner. */
export const AdSubscriptionListItem = Type.Object({
  ...Type.Omit(AdSubscription, ['should_deactivate']).properties,
  to_deactivate: Type.Boolean(),
  entreprise_name: Type.String(),
});
export type AdSubscriptionListItem = Static<typeof AdSubscriptionListItem>;

/** Body of POST and PUT {partner_id}/subscriptions/management/ (shared subscriptionSchema). */
export const AdSubscriptionInput = Type.Object({
  amount: Count(1),
  duration_days: Count(1),
  /** the ad space id */
  type: AdSpace,
});
export type AdSubscriptionInput = Static<typeof AdSubscriptionInput>;

export const AdSubscriptionAnswer = Type.Object({
  status_message: Type.Literal('OK'),
  ad_subscription: AdSubscription,
});

export const AdSubscriptionPage = Type.Object({
  list: Type.Array(AdSubscription),
  num_pages: Type.Integer(),
});
export const AdSubscriptionGlobalPage = Type.Object({
  list: Type.Array(AdSubscriptionListItem),
  num_pages: Type.Integer(),
});

/** An ad as the back office manages it. */
export const AdminAd = Type.Object({
  id: Id,
  /** the picture, a media key the server's edge writes as its URL */
  illustration: MediaUrl,
  link: NullableString,
  active: Type.Boolean(),
  /** the space of the subscription it was made for; its form fixes the picture's shape */
  type: AdSpace,
  form: AdForm,
});
export type AdminAd = Static<typeof AdminAd>;

/** POST and PUT {partner_id}/ads-management/, as multipart/form-data. */
export const AdUpload = Type.Object({
  illustration: Type.Optional(
    Type.String({
      contentMediaType: 'application/octet-stream',
      description:
        'a png, jpeg or webp file of 5 MB at most (required on POST), stored re-encoded as WebP in the form of the space',
    }),
  ),
  link: Type.Optional(Type.String({ description: 'an http(s) URL; empty for none' })),
  type: Type.Optional(
    Type.String({
      description:
        'POST only: the ad space, needed only when the partner holds active subscriptions to several',
    }),
  ),
});

export const AdAnswer = Type.Object({ status_message: Type.Literal('OK'), ad: AdminAd });

export const AdPage = Type.Object({ list: Type.Array(AdminAd), num_pages: Type.Integer() });

export const AdPartnerIdQuery = Type.Object({ id: Id });
export const AdPartnerParams = Type.Object({ partner_id: Id });
export const AdsPageParams = Type.Object({ page: Page });
export const AdPartnerSearchParams = Type.Object({
  text: Type.String({ minLength: 1, maxLength: 100 }),
  page: Page,
});
export const AdsStepQuery = Type.Object({ step: Page });
export const AdSubscriptionIdQuery = Type.Object({ ad_subscription_id: Id });
export const AdIdQuery = Type.Object({ ad_id: Id });
export const AD_ACTIONS = ['delete', 'deactivate', 'activate'] as const;
export type AdAction = (typeof AD_ACTIONS)[number];
export const AdActionQuery = Type.Object({
  ad_id: Id,
  action: Type.Enum(AD_ACTIONS),
});
