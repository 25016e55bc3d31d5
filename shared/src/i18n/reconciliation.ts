/**
 * The reconciliation in words (ours), both languages: the kinds of findings,
 * the fields that differ, the states, and the columns of a day's export.
 */

const en = {
  kinds: {
    matched: 'Matched',
    mismatch: 'Mismatch',
    missing_theirs: 'Paid on our side, missing on theirs',
    missing_ours: 'Paid on their side, no order of ours',
    duplicate: 'Paid twice on their side',
  } as Record<string, string>,
  fields: { amount: 'Amount', status: 'Status', direction: 'Direction' } as Record<string, string>,
  statuses: {
    SUCCESSFULL: 'Paid',
    FAILURE: 'Failed',
    PENDING: 'Pending',
    INITIATED: 'Started',
    CANCELLED: 'Cancelled',
  } as Record<string, string>,
  columns: [
    'Finding',
    'Differs in',
    'Our reference',
    'Our amount (FCFA)',
    'Our status',
    'Our time (Douala)',
    'Their id',
    'Their amount (FCFA)',
    'Their status',
    'Their time (Douala)',
    'Resolved with the note',
  ],
};

const fr: typeof en = {
  kinds: {
    matched: 'Concordant',
    mismatch: 'Écart',
    missing_theirs: 'Payé chez nous, absent chez eux',
    missing_ours: 'Payé chez eux, sans commande chez nous',
    duplicate: 'Payé deux fois chez eux',
  },
  fields: { amount: 'Montant', status: 'État', direction: 'Sens' },
  statuses: {
    SUCCESSFULL: 'Payé',
    FAILURE: 'Échoué',
    PENDING: 'En attente',
    INITIATED: 'Lancé',
    CANCELLED: 'Annulé',
  },
  columns: [
    'Constat',
    'Écart sur',
    'Notre référence',
    'Notre montant (FCFA)',
    'Notre état',
    'Notre heure (Douala)',
    'Leur identifiant',
    'Leur montant (FCFA)',
    'Leur état',
    'Leur heure (Douala)',
    'Résolu avec la note',
  ],
};

export const reconciliationTexts = { en, fr };
