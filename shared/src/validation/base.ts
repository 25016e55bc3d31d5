/**
 * Schema constructors that never throw on hostile input. yup's own trim() and
 * lowercase() call string methods on whatever arrives ({} or [] crash them), and its
 * default type messages are English sentences; these report catalogued keys instead.
 */
import { array, boolean, number, type ObjectShape, object, string } from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

/*
 * null is value_invalid unless a field opts in with .nullable(); .required() later
 * replaces that message with 'required'.
 */

/** Text kept as typed (passwords: spaces are legitimate characters). */
export function text() {
  return string().typeError(M.value_invalid).nonNullable(M.value_invalid);
}

/** Text with surrounding spaces removed. */
export function trimmed() {
  return text().transform(trim);
}

/** Trimmed, lower-case text (codes compared case-insensitively: mime types, methods). */
export function lowered() {
  return trimmed().transform(lower);
}

/** An object of fields; anything else (null, a string, a list) is value_invalid. */
export function form<S extends ObjectShape>(shape: S) {
  return object(shape).typeError(M.value_invalid).nonNullable(M.value_invalid);
}

/**
 * A number, typed or as a form's text. yup reads a list by its first item
 * ([1, 2] as 1): anything but a number or a text is no number.
 */
export function numeric() {
  return number().transform((value: unknown, raw: unknown) =>
    raw == null || typeof raw === 'number' || typeof raw === 'string' ? value : Number.NaN,
  );
}

export function list() {
  return array().typeError(M.value_invalid).nonNullable(M.value_invalid);
}

export function flag() {
  return boolean().typeError(M.value_invalid).nonNullable(M.value_invalid);
}

/** Path of a child field for errors raised by an object-level test ('' at the root). */
export function childPath(parent: string | undefined, child: string): string {
  return parent ? `${parent}.${child}` : child;
}

/** Object-level tests run even when a field failed its type check: read lists safely. */
export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
