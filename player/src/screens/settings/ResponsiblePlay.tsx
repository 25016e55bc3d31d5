import { RESPONSIBLE_PLAY } from '@quiz/shared/constants';
import type { ResponsiblePlay as Overview, PlayLimit } from '@quiz/shared/contract';
import { formatDate } from '@quiz/shared/format';
import { useEffect, useState } from 'preact/hooks';
import { ConfirmDialog } from '../../components/confirm-dialog/ConfirmDialog';
import { Field } from '../../components/field/Field';
import { Modal } from '../../components/modal/Modal';
import { http } from '../../lib/api';
import { type Translate, useLang } from '../../lib/i18n';
import { notify } from '../../lib/notice';
import { api } from '../../lib/paths';
import styles from './Settings.module.css';

const BREAKS = [7, 30, 90, RESPONSIBLE_PLAY.exclusionDays.max];

/**
 * Responsible play (ours): limits on credits bought and staked, each period's
 * use, a raise waiting its day with the time it holds, and a break.
 */
export function ResponsiblePlay(props: { t: Translate }) {
  const { t } = props;
  const lang = useLang();
  const [overview, setOverview] = useState<Overview | null>(null);
  const [editing, setEditing] = useState<PlayLimit | null>(null);
  const [days, setDays] = useState(BREAKS[0] ?? 7);
  const [asking, setAsking] = useState(false);
  const load = () => http.get<Overview>(api.me.responsiblePlay()).then(setOverview, () => {});
  useEffect(() => void load(), []);

  const limitText = (amount: number | null) =>
    amount === null
      ? t('settings.responsible.none')
      : t('settings.responsible.limit', { count: amount });
  async function takeBreak() {
    setAsking(false);
    try {
      setOverview(await http.post<Overview>(api.me.selfExclusion(), { days }));
    } catch {
      notify('shell.something_wrong', 'error');
    }
  }

  return (
    <section class={styles.block} aria-labelledby="responsible-title">
      <h2 id="responsible-title">{t('settings.responsible.title')}</h2>
      <p>{t('settings.responsible.intro')}</p>
      <ul class={styles.limits}>
        {overview?.limits.map((limit) => (
          <li key={`${limit.kind}-${limit.period}`} class={styles.limit}>
            <div>
              <strong>
                {t(`settings.responsible.${limit.kind}`)} ·{' '}
                {t(`settings.responsible.${limit.period}`)}
              </strong>
              <p>
                {limitText(limit.amount)} · {t('settings.responsible.used', { count: limit.used })}
              </p>
              {limit.pending && (
                <p>
                  {t('settings.responsible.pending', {
                    date: formatDate(limit.pending.from, lang),
                    amount: limitText(limit.pending.amount),
                  })}
                </p>
              )}
            </div>
            <button type="button" class="button button-ghost" onClick={() => setEditing(limit)}>
              {t('settings.responsible.set')}
            </button>
          </li>
        ))}
      </ul>
      <h3>{t('settings.responsible.break_title')}</h3>
      {overview?.self_exclusion ? (
        <p role="status">
          {t('settings.responsible.on_break', {
            date: formatDate(overview.self_exclusion.until, lang),
          })}
        </p>
      ) : (
        <>
          <p>{t('settings.responsible.break_intro')}</p>
          <label class={styles.inline}>
            {t('settings.responsible.break_length')}
            <select value={days} onChange={(event) => setDays(Number(event.currentTarget.value))}>
              {BREAKS.map((count) => (
                <option key={count} value={count}>
                  {t('settings.responsible.days', { count })}
                </option>
              ))}
            </select>
          </label>
          <button type="button" class="button button-ghost" onClick={() => setAsking(true)}>
            {t('settings.responsible.break_start')}
          </button>
        </>
      )}
      {editing && (
        <LimitDialog
          t={t}
          limit={editing}
          onClose={() => setEditing(null)}
          onSaved={(next) => {
            setEditing(null);
            setOverview(next);
          }}
        />
      )}
      {asking && (
        <ConfirmDialog
          question={t('settings.responsible.break_question', {
            days: t('settings.responsible.days', { count: days }),
          })}
          onConfirm={() => void takeBreak()}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}

function LimitDialog(props: {
  t: Translate;
  limit: PlayLimit;
  onClose: () => void;
  onSaved: (overview: Overview) => void;
}) {
  const { t, limit } = props;
  const [entry, setEntry] = useState(limit.amount === null ? '' : String(limit.amount));
  const [error, setError] = useState<string | null>(null);
  async function save(event: Event) {
    event.preventDefault();
    const amount = entry.trim() === '' ? null : Number(entry);
    if (
      amount !== null &&
      !(Number.isInteger(amount) && amount >= 1 && amount <= RESPONSIBLE_PLAY.maxLimit)
    ) {
      return setError('validation.units_min');
    }
    try {
      props.onSaved(
        await http.put<Overview>(api.me.playLimits(), {
          kind: limit.kind,
          period: limit.period,
          amount,
        }),
      );
    } catch {
      setError('shell.something_wrong');
    }
  }
  return (
    <Modal
      title={t('settings.responsible.limit_title', {
        kind: t(`settings.responsible.${limit.kind}`),
        period: t(`settings.responsible.${limit.period}`),
      })}
      onClose={props.onClose}
    >
      <form noValidate onSubmit={save}>
        <Field
          id="limit-amount"
          label={t('settings.responsible.amount')}
          inputMode="numeric"
          value={entry}
          onInput={(event) => {
            setEntry(event.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <div class={styles.actions}>
          <button type="button" class="button button-ghost" onClick={props.onClose}>
            {t('actions.cancel')}
          </button>
          <button type="submit" class="button">
            {t('settings.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
