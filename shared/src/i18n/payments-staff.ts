/**
 * What payments staff read about a payment, in both languages: its kind, its
 * state, why it failed, the columns of its export. The back office shows them
 * on screen (its payments screens load them), the server writes them in the
 * CSV, so a spreadsheet and the screen say the same words. Kept apart from the
 * catalogs the player site and the back office's first screen download.
 */

export const paymentsStaffEn = {
  actions: {
    buy: 'Purchase',
    convert: 'Conversion of gains',
    cashout: 'Cash-out',
  },
  statuses: {
    PENDING: 'Pending',
    FAILURE: 'Failed',
    SUCCESSFULL: 'Successful',
    INITIATED: 'Initiated',
    CANCELLED: 'Cancelled',
  },
  /** By the code a provider gave (see failureReasonKey); another code shows as it is. */
  failure_reasons: {
    rejected: 'Refused by the payer',
    approval_rejected: 'Refused by the payer',
    expired: 'Not approved in time',
    timeout: 'No answer from the operator in time',
    failed: 'Failed at the operator',
    not_found: 'Unknown to the operator',
    refused: 'Refused by the operator',
    not_enough_funds: 'Not enough money on the account',
    payer_not_found: 'No mobile-money account for this number',
    payee_not_found: 'No mobile-money account for this number',
    limit_exceeded: 'Beyond the account’s limits',
    not_allowed: 'Not allowed by the operator',
    internal_processing_error: 'Error at the operator',
    service_unavailable: 'Operator unavailable',
    could_not_perform_transaction: 'The operator could not carry it out',
  },
  /** The CSV's columns: times in Cameroon's, amounts as numbers under their currency. */
  columns: {
    id: 'Id',
    created_at: 'Date (Cameroon time)',
    action: 'Operation',
    method: 'Channel',
    status: 'Status',
    amount: 'Amount (FCFA)',
    number_of_units: 'Credits',
    phone_number: 'Phone number',
    player: 'Player',
    contact: 'Player contact',
    reference: 'Our reference',
    provider: 'Provider',
    provider_reference: 'Provider reference',
    failure_reason: 'Failure reason',
  },
};

export type PaymentsStaffTexts = typeof paymentsStaffEn;

export const paymentsStaffFr: PaymentsStaffTexts = {
  actions: {
    buy: 'Achat',
    convert: 'Conversion de gains',
    cashout: 'Retrait',
  },
  statuses: {
    PENDING: 'En attente',
    FAILURE: 'Échoué',
    SUCCESSFULL: 'Réussi',
    INITIATED: 'Initié',
    CANCELLED: 'Annulé',
  },
  failure_reasons: {
    rejected: 'Refusé par le payeur',
    approval_rejected: 'Refusé par le payeur',
    expired: 'Non approuvé à temps',
    timeout: 'Pas de réponse de l’opérateur à temps',
    failed: 'Échec chez l’opérateur',
    not_found: 'Inconnu de l’opérateur',
    refused: 'Refusé par l’opérateur',
    not_enough_funds: 'Solde insuffisant',
    payer_not_found: 'Aucun compte mobile money pour ce numéro',
    payee_not_found: 'Aucun compte mobile money pour ce numéro',
    limit_exceeded: 'Au-delà des plafonds du compte',
    not_allowed: 'Non autorisé par l’opérateur',
    internal_processing_error: 'Erreur chez l’opérateur',
    service_unavailable: 'Opérateur indisponible',
    could_not_perform_transaction: 'L’opérateur n’a pas pu l’effectuer',
  },
  columns: {
    id: 'Id',
    created_at: 'Date (heure du Cameroun)',
    action: 'Opération',
    method: 'Canal',
    status: 'Statut',
    amount: 'Montant (FCFA)',
    number_of_units: 'Crédits',
    phone_number: 'Numéro de téléphone',
    player: 'Joueur',
    contact: 'Contact du joueur',
    reference: 'Notre référence',
    provider: 'Opérateur',
    provider_reference: 'Référence opérateur',
    failure_reason: 'Motif de l’échec',
  },
};

export const paymentsStaffTexts = { en: paymentsStaffEn, fr: paymentsStaffFr } as const;

/**
 * The text key of a provider's failure code: an operator's refusal of the call
 * itself carries its HTTP status (refused_400), read as one reason.
 */
export function failureReasonKey(code: string): string {
  return code.startsWith('refused_') ? 'refused' : code;
}

/** A failure code in words, or the code itself when no text names it yet. */
export function failureReasonText(code: string, texts: PaymentsStaffTexts): string {
  const key = failureReasonKey(code) as keyof PaymentsStaffTexts['failure_reasons'];
  return texts.failure_reasons[key] ?? code;
}
