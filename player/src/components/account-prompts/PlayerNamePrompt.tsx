import { playerNameSchema } from '@quiz/shared/validation';
import { ApiError, http } from '../../lib/api';
import { serverFieldErrors, useForm, validationErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { api } from '../../lib/paths';
import { keepDetails, session } from '../../lib/session';
import { Field } from '../field/Field';
import { Modal } from '../modal/Modal';

const FORM = 'player-name-prompt';
const FIELD = 'prompt-player-name';

/**
 * Asks a player without a player name for one (PUT /api/me/?field=profile&index=
 * player_name). The shared rules check it first; a refusal by the server (a name
 * taken, say) flags the field with its reason. "Later" closes it for this visit.
 */
export default function PlayerNamePrompt(props: { onLater: () => void }) {
  const t = useT();
  const { values, errors, setErrors, busy, setBusy, bind } = useForm({ player_name: '' });

  async function save(event: Event) {
    event.preventDefault();
    const problems = validationErrors(playerNameSchema, values);
    if (Object.keys(problems).length > 0) return setErrors(problems);
    const details = session.get().details;
    if (!details) return;
    setBusy(true);
    try {
      const player_name = values.player_name.trim();
      await http.put(api.me.update({ index: 'player_name', field: 'profile' }), { player_name });
      keepDetails({ ...details, player_name });
    } catch (error) {
      const fields = error instanceof ApiError ? serverFieldErrors(error) : {};
      setErrors({ player_name: fields.player_name ?? 'shell.something_wrong' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title={t('prompts.name_title')}
      actions={
        <>
          <button type="button" class="button button-ghost" onClick={props.onLater}>
            {t('prompts.later')}
          </button>
          <button type="submit" form={FORM} class="button" disabled={busy}>
            {t('actions.save')}
          </button>
        </>
      }
    >
      <form id={FORM} onSubmit={save} noValidate>
        <p>{t('prompts.name_text')}</p>
        <Field
          id={FIELD}
          label={t('labels.player_name')}
          value={values.player_name}
          onInput={bind('player_name')}
          error={errors.player_name}
          autoComplete="nickname"
        />
      </form>
    </Modal>
  );
}
