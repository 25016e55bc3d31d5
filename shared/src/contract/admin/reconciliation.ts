/** Reconciliation with the operators (ours; docs/reconciliation.md): payments and super managers. */
import { type Static, Type } from 'typebox';
import { Id, NullableString } from '../common';

export const STATEMENT_SOURCES = ['mtn_momo', 'orange_money', 'notch_pay'] as const;
export type StatementSource = (typeof STATEMENT_SOURCES)[number];
const Source = Type.Enum(STATEMENT_SOURCES);

export const FINDING_KINDS = [
  'matched',
  'mismatch',
  'missing_theirs',
  'missing_ours',
  'duplicate',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** What an import read: its id, whether it was new (false: the same file was imported before). */
export const StatementImport = Type.Object({
  id: Id,
  source: Source,
  file_name: Type.String(),
  created: Type.Boolean(),
  lines: Type.Integer({ minimum: 0 }),
  /** rows not read, by row (the heading is row 1) and the field that could not be read */
  skipped: Type.Array(
    Type.Object({
      row: Type.Integer(),
      reason: Type.Enum(['amount', 'status', 'date', 'id'] as const),
    }),
  ),
  /** the column mapping the file was read with */
  mapping: Type.Record(Type.String(), Type.Unknown()),
  created_at: Type.String(),
});
export type StatementImport = Static<typeof StatementImport>;

export const StatementImports = Type.Object({ imports: Type.Array(StatementImport) });

export const ReconciliationQuery = Type.Object(
  {
    source: Source,
    /** YYYY-MM-DD, Douala days, both included; 31 days at most */
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
  },
  { additionalProperties: false },
);
export type ReconciliationQuery = Static<typeof ReconciliationQuery>;

export const ReconciliationExportQuery = Type.Object(
  {
    source: Source,
    /** YYYY-MM-DD, a Douala day */
    day: Type.String({ format: 'date' }),
    lang: Type.Optional(Type.Union([Type.Literal('fr'), Type.Literal('en')])),
  },
  { additionalProperties: false },
);

export const SandboxStatementQuery = Type.Object(
  { from: Type.String({ format: 'date' }), to: Type.String({ format: 'date' }) },
  { additionalProperties: false },
);

const Side = Type.Object({
  /** ours: purchase or cashout and its id; theirs: the source's id */
  id: Type.String(),
  reference: NullableString,
  amount: Type.Integer(),
  status: Type.String(),
  at: Type.String(),
});

export const Finding = Type.Object({
  /** purchase:<id>, cashout:<id> or line:<source>:<their id>: what a mark names */
  key: Type.String(),
  kind: Type.Enum(FINDING_KINDS),
  fields: Type.Array(Type.String()),
  ours: Type.Union([Side, Type.Null()]),
  theirs: Type.Union([Side, Type.Null()]),
  resolved: Type.Union([
    Type.Object({ note: Type.String(), manager_id: Id, at: Type.String() }),
    Type.Null(),
  ]),
});
export type Finding = Static<typeof Finding>;

export const Reconciliation = Type.Object({
  counts: Type.Record(Type.String(), Type.Integer()),
  findings: Type.Array(Finding),
});
export type Reconciliation = Static<typeof Reconciliation>;

export const ResolveFinding = Type.Object(
  {
    finding: Type.String({
      pattern: '^(purchase:\\d{1,12}|cashout:\\d{1,12}|line:[a-z_]{3,20}:.{1,120})$',
    }),
    note: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type ResolveFinding = Static<typeof ResolveFinding>;
