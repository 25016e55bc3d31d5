import { CREDITS_PER_TRANSACTION_MAX, MAX_LENGTHS } from '@quiz/shared/constants';
import type { AllFriends } from '@quiz/shared/contract';
import { useState } from 'preact/hooks';
import { Modal } from '../../components/modal/Modal';
import { Stepper } from '../../components/stepper/Stepper';
import { http } from '../../lib/api';
import type { Translate } from '../../lib/i18n';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { unitLabels } from './flow';
import styles from './MyCredits.module.css';

/**
 * Asking a friend for energy (spec sections 2, 5): a friend picked from the
 * list (searchable), how many credits, an optional message.
 */
export function AskFriend(props: { t: Translate; onClose: () => void; onSent: () => void }) {
  const { t } = props;
  const friends = useResource<AllFriends>(api.friends.all());
  const [search, setSearch] = useState('');
  const [friend, setFriend] = useState<number | null>(null);
  const [units, setUnits] = useState(1);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const list = (friends.data?.list ?? []).filter((one) =>
    (one.player_name ?? '').toLowerCase().includes(search.trim().toLowerCase()),
  );

  async function send() {
    if (friend === null || units < 1) return;
    setBusy(true);
    setFailed(false);
    try {
      await http.post(api.credits.requests.init(), {
        receiver: friend,
        number_of_units: units,
        ...(message.trim() && { message: message.trim() }),
      });
      props.onSent();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title={t('money.credits.ask_title')}
      onClose={props.onClose}
      actions={
        <>
          <button type="button" class="button button-ghost" onClick={props.onClose}>
            {t('actions.cancel')}
          </button>
          <button
            type="button"
            class="button"
            disabled={busy || friend === null || units < 1}
            onClick={() => void send()}
          >
            {t('money.credits.send_ask')}
          </button>
        </>
      }
    >
      {friends.status === 'ok' && friends.data.list.length === 0 ? (
        <p>{t('money.credits.no_friends')}</p>
      ) : (
        <>
          <input
            class={styles.search}
            type="search"
            aria-label={t('money.credits.search_friend')}
            placeholder={t('money.credits.search_friend')}
            value={search}
            onInput={(event) => setSearch(event.currentTarget.value)}
          />
          <fieldset class={styles.friends}>
            <legend class="visually-hidden">{t('money.credits.friend')}</legend>
            {list.map((one) => (
              <label key={one.id}>
                <input
                  type="radio"
                  name="friend"
                  checked={friend === one.id}
                  onChange={() => setFriend(one.id)}
                />
                {one.player_name}
              </label>
            ))}
          </fieldset>
        </>
      )}
      <Stepper
        value={units}
        min={0}
        canAdd={units < CREDITS_PER_TRANSACTION_MAX}
        onChange={setUnits}
        labels={unitLabels(t)}
      />
      <label class={styles.message}>
        {t('money.credits.message')}
        <textarea
          maxLength={MAX_LENGTHS.message}
          value={message}
          onInput={(event) => setMessage(event.currentTarget.value)}
        />
      </label>
      {failed && <p role="alert">{t('money.credits.ask_failed')}</p>}
    </Modal>
  );
}
