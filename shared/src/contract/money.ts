/** Credits and gains (player spec sections 2 "Credits" and "Gains", 3, 5, 7 "Credits and gains"). */
import { type Static, Type } from 'typebox';
import {
  CREDIT_ACTIONS,
  CREDIT_PACK_CODES,
  PAYMENT_FAILURE_REASONS,
  PAYMENT_METHODS,
  REQUEST_STATUSES,
  TRANSACTION_STATUSES,
} from '../types/enums';
import { Count, Id, Nullable, NullableString, Page } from './common';
import { Friend } from './profile';

/** A request for credits: the asker is its sender, the friend asked its receiver. */
export const CreditRequest = Type.Object({
  id: Id,
  status: Type.Enum(REQUEST_STATUSES),
  /** the asker (on requests received) */
  sender: Type.Optional(Friend),
  /** the friend asked (on requests sent) */
  receiver: Type.Optional(Friend),
  number_of_units: Type.Integer(),
  message: NullableString,
  created_at: Type.String(),
  /** what the friend sent on accepting (at most what was asked) */
  sharing: Nullable(Type.Object({ number_of_units: Type.Integer() })),
});
export type CreditRequest = Static<typeof CreditRequest>;

export const CreditRequestsPage = Type.Object({
  list: Type.Array(CreditRequest),
  number_of_pages: Type.Integer(),
});
export type CreditRequestsPage = Static<typeof CreditRequestsPage>;

export const CreditRequestInput = Type.Object({
  receiver: Id,
  number_of_units: Type.Integer({ minimum: 1, maximum: 1000 }),
  message: Type.Optional(Type.String({ maxLength: 300 })),
});
export type CreditRequestInput = Static<typeof CreditRequestInput>;

export const CreditRequestAccept = Type.Object({
  number_of_units: Type.Integer({ minimum: 1, maximum: 1000 }),
});

export const CreditRequestAnswer = Type.Object({
  status_message: Type.Literal('OK'),
  request: CreditRequest,
});
export type CreditRequestAnswer = Static<typeof CreditRequestAnswer>;

export const CreditRequestParams = Type.Object({ requestId: Id });
export const MoneyPageParams = Type.Object({ page: Page });

/* Purchases, conversions and cash-outs (player spec sections 3, 4, 5 and 7 "Credits and gains"). */

const Method = Type.Enum(PAYMENT_METHODS);
const Status = Type.Enum(TRANSACTION_STATUSES);
/** why it failed, in the few reasons a player is told; null unless it failed at the provider */
const FailureReason = Type.Unsafe<(typeof PAYMENT_FAILURE_REASONS)[number] | null>({
  type: ['string', 'null'],
  enum: [...PAYMENT_FAILURE_REASONS, null],
});
/** A phone number as the player types it; the shared form rule says what it must be. */
const PhoneNumber = Type.String({ maxLength: 20 });

export const CreditPack = Type.Object({
  code: Type.Enum(CREDIT_PACK_CODES),
  /** what the pack sells; premium sells more than this, as many as the player asks */
  units: Type.Integer(),
  /** FCFA off the unit price */
  unit_reduction: Type.Integer(),
  greater: Type.Boolean(),
});
export type CreditPack = Static<typeof CreditPack>;

/** GET /api/me/my-credits/ */
export const MyCredits = Type.Object({
  status_message: Type.Literal('OK'),
  /** dots of the tabs: unread requests received, and sent ones still pending */
  indicators: Type.Object({ requests_received: Type.Integer(), requests_sent: Type.Integer() }),
  packages: Type.Array(CreditPack),
  /** FCFA of one credit before a pack's reduction */
  unit_price: Type.Integer(),
  number_of_credits: Type.Integer(),
  /** FCFA */
  gains: Type.Integer(),
});
export type MyCredits = Static<typeof MyCredits>;

export const PaymentInfo = Type.Object({ method: Method, phone_number: PhoneNumber });
export type PaymentInfo = Static<typeof PaymentInfo>;

/** PUT /api/me/my-credits/ */
export const CreditsUpdate = Type.Object({
  number_of_units: Count(1),
  /** canonical code or the spec's long one (basic_pack...) */
  pack_type: Type.String(),
  action: Type.Enum(CREDIT_ACTIONS),
  /** required to buy */
  payment_infos: Type.Optional(PaymentInfo),
});
export type CreditsUpdate = Static<typeof CreditsUpdate>;

/** A purchase (action buy, through mobile money) or a conversion of gains (action convert, at once). */
export const CreditTransaction = Type.Object({
  id: Id,
  action: Type.Enum(CREDIT_ACTIONS),
  /** null for a conversion */
  method: Type.Unsafe<(typeof PAYMENT_METHODS)[number] | null>({
    type: ['string', 'null'],
    enum: [...PAYMENT_METHODS, null],
  }),
  status: Status,
  /** true while it is the player's ongoing purchase */
  is_active: Type.Boolean(),
  number_of_units: Type.Integer(),
  /** FCFA */
  amount: Type.Integer(),
  phone_number: NullableString,
  /** ours, on receipts and for payments staff */
  reference: Type.String(),
  /** where the payer approves the payment, for channels that need it (Orange's web payment); else null */
  payment_url: NullableString,
  failure_reason: FailureReason,
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type CreditTransaction = Static<typeof CreditTransaction>;

export const CreditTransactionAnswer = Type.Object({
  status_message: Type.Literal('OK'),
  transaction: CreditTransaction,
});
export type CreditTransactionAnswer = Static<typeof CreditTransactionAnswer>;

export const TransactionParams = Type.Object({ method: Method, transactionId: Id });
export const MethodParams = Type.Object({ method: Method });

export const CashoutTransaction = Type.Object({
  id: Id,
  method: Method,
  status: Status,
  /** true while it is the player's ongoing cash-out */
  is_active: Type.Boolean(),
  /** FCFA */
  amount: Type.Integer(),
  phone_number: Type.String(),
  reference: Type.String(),
  failure_reason: FailureReason,
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type CashoutTransaction = Static<typeof CashoutTransaction>;

/** POST /api/me/my-gains/cashout/{method}/ */
export const CashoutInput = Type.Object({ phone_number: PhoneNumber });
export type CashoutInput = Static<typeof CashoutInput>;

export const CashoutAnswer = Type.Object({
  status_message: Type.Literal('OK'),
  transaction: CashoutTransaction,
});
export type CashoutAnswer = Static<typeof CashoutAnswer>;

/** GET /api/me/my-gains/ */
export const MyGains = Type.Object({
  status_message: Type.Literal('OK'),
  /** FCFA */
  gains: Type.Integer(),
  /** the cash-out still being paid, if any */
  ongoing: Nullable(CashoutTransaction),
});
export type MyGains = Static<typeof MyGains>;

/** GET and PUT /api/me/payment-info/ */
export const PaymentInfoAnswer = Type.Object({
  status_message: Type.Literal('OK'),
  payment_info: Nullable(PaymentInfo),
  /** channels a player can set up today (the spec: Orange Money; MTN not yet) */
  methods: Type.Array(Method),
});
export type PaymentInfoAnswer = Static<typeof PaymentInfoAnswer>;

/** Messages of the buy-credits socket; `avialable_transaction` is spelt as the spec spells it. */
export const BuyCreditsMessage = Type.Object({
  status_message: Type.String(),
  avialable_transaction: Type.Optional(Type.Boolean()),
  transaction: Type.Optional(CreditTransaction),
  transaction_id: Type.Optional(Id),
  method: Type.Optional(Method),
});
export type BuyCreditsMessage = Static<typeof BuyCreditsMessage>;

/** Messages of the cash-out socket. */
export const CashoutMessage = Type.Object({
  status_message: Type.String(),
  available_transaction_id: Type.Optional(Id),
  ongoing_transaction_id: Type.Optional(Id),
  method: Type.Optional(Method),
  transaction: Type.Optional(CashoutTransaction),
});
export type CashoutMessage = Static<typeof CashoutMessage>;

/** The receipt of a purchase, conversion or cash-out, as a player prints it. */
export const PaymentReceipt = Type.Object({
  id: Id,
  /** buy, convert or cashout */
  action: Type.Enum(['buy', 'convert', 'cashout']),
  status: Status,
  /** FCFA */
  amount: Type.Integer(),
  /** credits bought or converted; null for a cash-out */
  number_of_units: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  /** null for a conversion */
  method: Type.Unsafe<(typeof PAYMENT_METHODS)[number] | null>({
    type: ['string', 'null'],
    enum: [...PAYMENT_METHODS, null],
  }),
  /** masked: 690****01 */
  phone_number: NullableString,
  reference: Type.String(),
  failure_reason: FailureReason,
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type PaymentReceipt = Static<typeof PaymentReceipt>;

/** A page of my receipts, newest first; each names the list it belongs to. */
export const ReceiptsPage = Type.Object({
  list: Type.Array(
    Type.Intersect([PaymentReceipt, Type.Object({ list: Type.Enum(['purchases', 'cashouts']) })]),
  ),
  number_of_pages: Type.Integer(),
});
export type ReceiptsPage = Static<typeof ReceiptsPage>;

export const ReceiptParams = Type.Object({
  list: Type.Enum(['purchases', 'cashouts']),
  transactionId: Id,
});

export const ReceiptAnswer = Type.Object({
  status_message: Type.Literal('OK'),
  receipt: PaymentReceipt,
});
export type ReceiptAnswer = Static<typeof ReceiptAnswer>;

/* Responsible play (ours): limits and self-exclusion. */

const LimitKindSchema = Type.Enum(['purchase', 'stake']);
const LimitPeriodSchema = Type.Enum(['day', 'week', 'month']);

export const PlayLimit = Type.Object({
  kind: LimitKindSchema,
  period: LimitPeriodSchema,
  /** credits; null: none */
  amount: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  /** credits bought or staked in the period so far (rolling: the last 1, 7 or 30 days) */
  used: Type.Integer(),
  /** a raise or removal waiting its day: amount (null: removal) and from when */
  pending: Nullable(
    Type.Object({
      amount: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
      from: Type.String(),
    }),
  ),
});
export type PlayLimit = Static<typeof PlayLimit>;

export const ResponsiblePlay = Type.Object({
  status_message: Type.Literal('OK'),
  limits: Type.Array(PlayLimit),
  self_exclusion: Nullable(Type.Object({ until: Type.String() })),
});
export type ResponsiblePlay = Static<typeof ResponsiblePlay>;

export const PlayLimitInput = Type.Object({
  kind: LimitKindSchema,
  period: LimitPeriodSchema,
  amount: Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: 100000 }),
});
export type PlayLimitInput = Static<typeof PlayLimitInput>;

export const SelfExclusionInput = Type.Object({
  days: Type.Integer({ minimum: 7, maximum: 183 }),
});
