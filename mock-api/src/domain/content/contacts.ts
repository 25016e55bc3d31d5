import type { Config } from '../../config';

export interface AdminContacts {
  admin_phone1: string;
  admin_phone2: string;
  admin_phone3: string;
  admin_email: string;
}

export function adminContacts(config: Config): AdminContacts {
  const [one = '', two = '', three = ''] = config.ADMIN_PHONES.split(',').map((phone) =>
    phone.trim(),
  );
  return {
    admin_phone1: one,
    admin_phone2: two,
    admin_phone3: three,
    admin_email: config.ADMIN_EMAIL,
  };
}

/** Puts the contacts into a text's {admin_phone1}… placeholders, throughout a nested value. */
export function withContacts<T>(value: T, contacts: AdminContacts): T {
  return fillPlaceholders(value, { ...contacts });
}

/**
 * Puts `values` into the {name} placeholders of every string of a nested
 * value; a placeholder without a value stays as written, so a typo shows.
 */
export function fillPlaceholders<T>(value: T, values: Readonly<Record<string, string>>): T {
  const fill = (text: string) =>
    text.replace(/\{([a-z0-9_]+)\}/g, (whole, key: string) =>
      Object.hasOwn(values, key) ? (values[key] as string) : whole,
    );
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return fill(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    return node;
  };
  return walk(value) as T;
}
