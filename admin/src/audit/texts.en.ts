import { auditEn } from '@quiz/shared/i18n/audit';

/** Texts of the audit screens (resources.audit), loaded with them. */
export const auditScreenEn = {
  intro:
    'Every change made in the back office: who made it, when, to which record, and what it changed. Open a row for the whole record before and after.',
  fields: {
    created_at: 'Date',
    manager: 'Manager',
    area: 'Area',
    action: 'Action',
    record: 'Record',
    changes: 'What changed',
    field: 'Field',
    before: 'Before',
    after: 'After',
  },
  areas: auditEn.areas,
  actions: auditEn.actions,
  export: 'Export (.csv)',
  export_failed: 'The export failed. Please try again.',
  more: '+%{smart_count} other field |||| +%{smart_count} other fields',
};

export default auditScreenEn;
