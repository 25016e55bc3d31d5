/**
 * The payments view of payments staff (ours, ra-data-simple-rest conventions):
 * purchases and cash-outs with every state change and provider reference, so a
 * player who says "I paid and got nothing" gets an answer.
 */
import { type Static, Type } from 'typebox';
import { PAYMENT_METHODS, TRANSACTION_STATUSES } from '../../types/enums';
import { Id, NullableInteger, NullableString } from '../common';

/** The two lists, by their path segment. */
export const PAYMENT_LISTS = ['purchases', 'cashouts'] as const;
export type PaymentList = (typeof PAYMENT_LISTS)[number];

export const PaymentsFilter = Type.Object(
  {
    status: Type.Optional(Type.Enum(TRANSACTION_STATUSES)),
    method: Type.Optional(Type.Enum(PAYMENT_METHODS)),
    /** purchases only: buy (mobile money) or convert (gains) */
    action: Type.Optional(Type.Enum(['buy', 'convert'])),
    user_id: Type.Optional(Id),
    /** our reference, the provider's, or the phone number paid from or to */
    q: Type.Optional(Type.String({ maxLength: 100 })),
    /** YYYY-MM-DD, both ends included */
    from: Type.Optional(Type.String({ format: 'date' })),
    to: Type.Optional(Type.String({ format: 'date' })),
  },
  { additionalProperties: false },
);
export type PaymentsFilter = Static<typeof PaymentsFilter>;

export const PaymentRecord = Type.Object({
  id: Id,
  /** buy or convert for purchases, cashout for cash-outs */
  action: Type.Enum(['buy', 'convert', 'cashout']),
  method: Type.Unsafe<(typeof PAYMENT_METHODS)[number] | null>({
    type: ['string', 'null'],
    enum: [...PAYMENT_METHODS, null],
  }),
  status: Type.Enum(TRANSACTION_STATUSES),
  /** FCFA */
  amount: Type.Integer(),
  /** purchases: the credits bought */
  number_of_units: NullableInteger,
  phone_number: NullableString,
  reference: NullableString,
  provider: NullableString,
  provider_reference: NullableString,
  failure_reason: NullableString,
  player: Type.Object({ id: Id, player_name: NullableString, email_phone_number: Type.String() }),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type PaymentRecord = Static<typeof PaymentRecord>;

export const PaymentEvent = Type.Object({
  status: Type.Enum(TRANSACTION_STATUSES),
  /** start, callback, poll or expiry */
  source: Type.String(),
  provider_reference: NullableString,
  detail: NullableString,
  created_at: Type.String(),
});

export const PaymentDetail = Type.Intersect([
  PaymentRecord,
  Type.Object({ events: Type.Array(PaymentEvent) }),
]);
export type PaymentDetail = Static<typeof PaymentDetail>;

export const PaymentParams = Type.Object({
  list: Type.Enum(PAYMENT_LISTS),
  id: Id,
});
export const PaymentListParams = Type.Object({ list: Type.Enum(PAYMENT_LISTS) });

/** One channel's figures over the filter's period. */
export const ChannelTotals = Type.Object({
  /** the channel, as simple-rest wants an id */
  id: Type.Enum(PAYMENT_METHODS),
  purchases: Type.Integer(),
  purchased_units: Type.Integer(),
  /** FCFA in */
  purchased_amount: Type.Integer(),
  purchases_failed: Type.Integer(),
  purchases_pending: Type.Integer(),
  cashouts: Type.Integer(),
  /** FCFA out */
  cashed_out_amount: Type.Integer(),
  cashouts_failed: Type.Integer(),
  cashouts_pending: Type.Integer(),
  /** FCFA of the cash-outs under way: held from players, not yet paid */
  cashouts_pending_amount: Type.Integer(),
});
export type ChannelTotals = Static<typeof ChannelTotals>;

export const PaymentsExportQuery = Type.Object({
  filter: Type.Optional(Type.String({ maxLength: 2000 })),
  sort: Type.Optional(Type.String({ maxLength: 200 })),
  /** the column headings' language */
  lang: Type.Optional(Type.Enum(['fr', 'en'])),
});
