/**
 * Whether one more game index may be added: the server keeps at most `max` (the
 * list's max, spec section 5), and refuses beyond. A list without a max is not capped.
 */
export function indexRoom(total: number | undefined, max: unknown) {
  const cap = typeof max === 'number' ? max : Number.POSITIVE_INFINITY;
  return { full: (total ?? 0) >= cap, max: cap };
}
