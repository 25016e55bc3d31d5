/** Credits and gains (player spec sections 2 "Credits" and "Gains", 3, 5, 7 "Credits and gains"). */
import { type Static, Type } from 'typebox';
import { REQUEST_STATUSES } from '../types/enums';
import { Id, Nullable, NullableString, Page } from './common';
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
