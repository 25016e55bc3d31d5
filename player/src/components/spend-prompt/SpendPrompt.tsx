import { formatMoney } from '@quiz/shared/format';
import { challengeStake, soloReward } from '@quiz/shared/formulas';
import type { ComponentChildren } from 'preact';
import { Link } from 'wouter-preact';
import type { Translate } from '../../lib/i18n';
import { session } from '../../lib/session';
import { useStore } from '../../lib/store';
import { Modal } from '../modal/Modal';

/** What spending `units` credits is worth in FCFA: a credit counts for gain_unit in a pot (spec section 9). */
export const creditsWorth = (units: number, gainUnit: number) => challengeStake(units, gainUnit);

/**
 * Asks before an action spends credits (play solo, accept or join a challenge,
 * start one): what it costs in credits and in FCFA, what the house keeps of a
 * solo or a challenge (the help centre gives the figures), and the balance.
 * Cancel spends nothing; a player without enough credits is led to buy some
 * instead.
 */
export function SpendPrompt(props: {
  t: Translate;
  title: string;
  units: number;
  /** what is played, for what the house keeps of it */
  kind: 'solo' | 'challenge';
  /** the confirm button's words */
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  children?: ComponentChildren;
}) {
  const { t, units } = props;
  const settings = useStore(session, (state) => state.population?.settings);
  const gainUnit = settings?.gain_unit;
  const balance = useStore(session, (state) => state.details?.number_of_credits);
  const short = balance !== undefined && balance < units;
  return (
    <Modal
      title={props.title}
      onClose={props.onClose}
      actions={
        <>
          <button type="button" class="button button-ghost" onClick={props.onClose}>
            {t('actions.cancel')}
          </button>
          {short ? (
            <Link class="button" href="/my-credits">
              {t('play.spend.buy')}
            </Link>
          ) : (
            <button type="button" class="button" disabled={props.busy} onClick={props.onConfirm}>
              {props.confirm}
            </button>
          )}
        </>
      }
    >
      {props.children}
      <p>
        {gainUnit === undefined
          ? t('play.overview.solo_cost', { count: units })
          : t('play.spend.cost', {
              count: units,
              amount: formatMoney(creditsWorth(units, gainUnit)),
            })}
      </p>
      {settings && (
        <p>
          {props.kind === 'solo'
            ? t('play.spend.house_solo', {
                amount: formatMoney(
                  soloReward(
                    settings.gain_unit,
                    settings.solo_units,
                    settings.solo_win_gain_multiplicator,
                  ),
                ),
              })
            : t('play.spend.house_challenge', { amount: formatMoney(settings.gain_unit) })}
        </p>
      )}
      {balance !== undefined && <p>{t('play.spend.balance', { count: balance })}</p>}
      {short && <p role="alert">{t('play.spend.short')}</p>}
    </Modal>
  );
}
