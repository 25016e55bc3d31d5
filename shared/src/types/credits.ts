/** Credits (energy), gains and payments (player spec section 3). */
import type { StatusMessage } from '../codes/status';
import type {
  CreditAction,
  CreditPackCode,
  PaymentMethod,
  RequestStatus,
  TransactionStatus,
} from './enums';
import type { Friend } from './profile';

/**
 * `code` is canonical ('single'...) or its long alias ('single_unit'...), see
 * constants CREDIT_PACK_ALIASES. `greater` marks the premium pack whose units are
 * chosen by the player above `units`.
 */
export interface CreditPack {
  code: CreditPackCode;
  units: number;
  unit_reduction: number;
  greater: boolean;
}

export interface PaymentInfo {
  method: PaymentMethod;
  phone_number: string;
}

export interface CreditTransaction {
  id: number;
  method: PaymentMethod;
  status: TransactionStatus;
  is_active: boolean;
  number_of_units: number;
  /** FCFA */
  amount: number;
  phone_number: string;
}

export interface CashoutTransaction {
  id: number;
  is_active: boolean;
  status: TransactionStatus;
  method: PaymentMethod;
  /** FCFA */
  amount: number;
  phone_number: string;
}

export interface CreditRequest {
  id: number;
  status: RequestStatus;
  /** Present on received requests. */
  sender?: Friend;
  /** Present on sent requests. */
  receiver?: Friend;
  number_of_units: number;
  message: string | null;
  created_at: string;
  /** What was actually sent when the request was accepted. */
  sharing?: { number_of_units: number } | null;
}

/** Unread counters for tabs (credits requests, friends, challenge invitations). */
export type Indicators = Record<string, number>;

/** GET /api/me/my-credits/ */
export interface MyCreditsResponse {
  indicators: Indicators;
  packages: CreditPack[];
}

/** PUT /api/me/my-credits/: buy (with payment_infos) or convert winnings into credits. */
export interface CreditsUpdatePayload {
  number_of_units: number;
  pack_type: CreditPackCode;
  action: CreditAction;
  payment_infos?: PaymentInfo;
}

/** POST /api/me/my-credits/request/sender/init/ */
export interface CreditRequestPayload {
  receiver: number;
  number_of_units: number;
  message?: string;
}

/** PUT /api/me/my-credits/request/receiver/accept/{id}/ */
export interface CreditRequestAcceptPayload {
  number_of_units: number;
}

/** POST /api/me/my-gains/cashout/{method}/ */
export interface CashoutPayload {
  phone_number: string;
}

/** Message on the buy-credits socket; `avialable_transaction` is spelt as the spec spells it. */
export interface BuyCreditsSocketMessage {
  status_message: StatusMessage;
  avialable_transaction?: boolean;
  transaction?: CreditTransaction;
  transaction_id?: number;
  method?: PaymentMethod;
}

/** Message on the cash-out socket. */
export interface CashoutSocketMessage {
  status_message: StatusMessage;
  available_transaction_id?: number;
  ongoing_transaction_id?: number;
  method?: PaymentMethod;
}
