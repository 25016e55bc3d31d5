/** Credits (energy) and gains (player spec section 7). */
import type { PaymentList } from '../contract/admin/payments';
import type { PaymentMethod } from '../types/enums';
import { path } from './build';

export const credits = {
  /** GET {indicators, packages}; PUT {number_of_units, pack_type, action, payment_infos?}. */
  mine: () => '/api/me/my-credits/',
  /** GET {transaction}: poll a purchase. */
  buyState: (method: PaymentMethod, transactionId: number) =>
    path`/api/buy-credits/${method}/${transactionId}/state/`,
  /**
   * GET {receipt}: the printable receipt of one of my purchases, conversions or
   * cash-outs. Ours: the spec names no receipt.
   */
  receipt: (list: PaymentList, transactionId: number) =>
    path`/api/me/receipts/${list}/${transactionId}/`,
  /** GET {list, number_of_pages}: my receipts, newest first. Ours. */
  receipts: (page: number) => path`/api/me/receipts/${page}/`,
  requests: {
    /** Requests I sent, paged. */
    sent: (page: number) => path`/api/me/my-credits/request/sender/${page}/`,
    /** Requests I received, paged. */
    received: (page: number) => path`/api/me/my-credits/request/receiver/${page}/`,
    /** POST {receiver, number_of_units, message}. */
    init: () => '/api/me/my-credits/request/sender/init/',
    /** DELETE. */
    cancel: (requestId: number) => path`/api/me/my-credits/request/sender/cancel/${requestId}/`,
    /** DELETE. */
    decline: (requestId: number) => path`/api/me/my-credits/request/receiver/decline/${requestId}/`,
    /** PUT {number_of_units}. */
    accept: (requestId: number) => path`/api/me/my-credits/request/receiver/accept/${requestId}/`,
  },
};

export const gains = {
  /**
   * GET {gains}: the total shown on the gains screen. Not shown by the spec (the total
   * also comes with user details); placed beside the cash-out calls.
   */
  mine: () => '/api/me/my-gains/',
  /** POST {phone_number} -> transaction. */
  cashout: (method: PaymentMethod) => path`/api/me/my-gains/cashout/${method}/`,
  /** GET {transaction}: poll a cash-out. */
  cashoutState: (method: PaymentMethod, transactionId: number) =>
    path`/api/me/my-gains/cashout/${method}/${transactionId}/state/`,
};
