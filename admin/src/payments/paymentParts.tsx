import type { PaymentRecord } from '@quiz/shared/contract';
import { formatMoney } from '@quiz/shared/format';
import { failureReasonKey } from '@quiz/shared/i18n/payments-staff';
import { useTranslate } from 'react-admin';
import { Tag } from '../common/Tag';

/** A key of the payments screens' texts. */
export const said = (key: string) => `resources.payments.${key}`;

/** A payment's state, in words, green once it succeeded. */
export function StatusTag({ status }: { status: PaymentRecord['status'] }) {
  const translate = useTranslate();
  return (
    <Tag tone={status === 'SUCCESSFULL' ? 'success' : 'neutral'}>
      {translate(said(`statuses.${status}`))}
    </Tag>
  );
}

/** Who paid or was paid: the player's name and the contact of the account. */
export function playerOf(record: PaymentRecord): string {
  const { player_name, email_phone_number } = record.player;
  return player_name ? `${player_name} (${email_phone_number})` : email_phone_number;
}

/** FCFA, every digit shown: payments staff compare them with the provider's figures. */
export const money = (amount: number) => formatMoney(amount);

/** Dates and times as the manager reads them, whatever the browser's language. */
export const dateLocale = (locale: string) => (locale === 'fr' ? 'fr-FR' : 'en-GB');

/** Why a payment failed, in the manager's language; a code no text names yet shows as it is. */
export function useFailureReason() {
  const translate = useTranslate();
  return (code: string) =>
    translate(said(`failure_reasons.${failureReasonKey(code)}`), { _: code });
}
