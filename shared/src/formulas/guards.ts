/**
 * Money and credits are integers (FCFA, units): a fraction or a negative count
 * reaching a formula is a bug upstream, so it throws instead of paying a wrong amount.
 */
export function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}

/** Fractions such as solo_percentage_towin live in 0..1. */
export function assertFraction(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new RangeError(`${name} must be a fraction between 0 and 1, got ${value}`);
  }
}
