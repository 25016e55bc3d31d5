/**
 * A section's texts in another language: the English one's shape, each text its own
 * (a missing or extra key is a type error; i18n/sections.test.ts checks placeholders).
 */
export type TextsLike<T> = { [K in keyof T]: T[K] extends string ? string : TextsLike<T[K]> };
