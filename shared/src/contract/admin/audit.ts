/** The audit trail: every admin write, read by super managers (simple-rest list). */
import { type Static, Type } from 'typebox';
import { Id, NullableInteger } from '../common';

/** The back-office areas an admin write belongs to. */
export const AUDIT_AREAS = [
  'games',
  'game_indexes',
  'badge_types',
  'quotes',
  'ad_partners',
  'ad_subscriptions',
  'ads',
  'managers',
  'players',
  'reconciliation',
  'pricing',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

export const AuditFilter = Type.Object(
  {
    manager_id: Type.Optional(Id),
    area: Type.Optional(Type.Union(AUDIT_AREAS.map((area) => Type.Literal(area)))),
    /** create, update, delete, deactivate, reactivate, renew, block, unblock… */
    action: Type.Optional(Type.String({ maxLength: 30 })),
    /** YYYY-MM-DD, days in Africa/Douala, both ends included */
    from: Type.Optional(Type.String({ format: 'date' })),
    to: Type.Optional(Type.String({ format: 'date' })),
  },
  { additionalProperties: false },
);
export type AuditFilter = Static<typeof AuditFilter>;

export const AuditEntry = Type.Object({
  id: Id,
  manager: Type.Object({
    id: Id,
    first_name: Type.String(),
    last_name: Type.String(),
    email_phone_number: Type.String(),
  }),
  area: Type.String(),
  action: Type.String(),
  entity_id: NullableInteger,
  /** the record before and after the write, as the area's API shows it; null where there was none */
  before: Type.Unknown(),
  after: Type.Unknown(),
  created_at: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditExportQuery = Type.Object({
  filter: Type.Optional(Type.String({ maxLength: 2000 })),
  /** the language of the headings and the words */
  lang: Type.Optional(Type.Enum(['fr', 'en'])),
});
