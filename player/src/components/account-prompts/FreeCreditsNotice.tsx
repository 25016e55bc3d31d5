import { http } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/notice';
import { api } from '../../lib/paths';
import { keepDetails, session } from '../../lib/session';
import { Modal } from '../modal/Modal';

/**
 * Tells a player how many free credits their account received. OK marks the gift as
 * seen on the account (PUT /api/me/?index=free_credits&field=profile), so it is told
 * once, on whichever device the player opens first.
 */
export default function FreeCreditsNotice() {
  const t = useT();
  const details = session.get().details;

  async function seen() {
    if (!details) return;
    // Closed at once; if the server did not hear it, the notice comes back next visit.
    keepDetails({ ...details, is_primary_has_free_credits: false });
    try {
      await http.put(api.me.update({ index: 'free_credits', field: 'profile' }));
    } catch {
      notify('shell.something_wrong', 'error');
    }
  }

  return (
    <Modal
      title={t('prompts.gift_title')}
      actions={
        <button type="button" class="button" onClick={seen}>
          {t('actions.ok')}
        </button>
      }
    >
      <p>{t('prompts.gift_text', { count: details?.number_of_free_credits_recieved ?? 0 })}</p>
    </Modal>
  );
}
