/**
 * Credits (energy), gains and payments (player spec section 3): their wire
 * shapes live in the contract (contract/money.ts), once.
 */

/** Unread counters for tabs (credits requests, friends, challenge invitations). */
export type Indicators = Record<string, number>;
