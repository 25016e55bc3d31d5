import { CHALLENGE_ENERGY_MIN } from '@quiz/shared/constants';
import type { AllFriends, Challenge, ChallengeStarted, Game } from '@quiz/shared/contract';
import { formatMoney } from '@quiz/shared/format';
import { useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { ChallengeList } from '../../components/challenge-card/ChallengeCard';
import { Modal } from '../../components/modal/Modal';
import { creditsWorth, SpendPrompt } from '../../components/spend-prompt/SpendPrompt';
import { Stepper } from '../../components/stepper/Stepper';
import { ApiError } from '../../lib/api';
import type { Translate } from '../../lib/i18n';
import { moneyAction } from '../../lib/money-action';
import { navigate } from '../../lib/nav';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { session } from '../../lib/session';
import { useStore } from '../../lib/store';
import { playPath } from '../play/path';
import styles from './PlayOverview.module.css';
import { stakeBounds } from './stake';

type Step = 'options' | 'energy' | 'friends' | 'details' | 'failed';

/** Refusals that mean the player lacks credits: they lead to buying some. */
const SHORT_OF_CREDITS = ['INSUFFICIENT', 'NO_CREDIT'];

/** A start goes with an Idempotency-Key: a retry of one stakes once. */
const sendStart = moneyAction();

/**
 * The challenge popups of the play overview (spec section 2): the open challenges
 * on this quiz to join, or a new one: its energy (from 1, never below), the friends
 * to invite (select all; none is fine), its details and launch, which goes straight
 * to the play; a refusal says why. The stake picker shows the balance and what the
 * stake is worth in FCFA, and goes no higher than the balance; the details ask
 * before spending, with the cost in credits and FCFA.
 */
export function ChallengeFlow(props: {
  game: Game;
  challenges: Challenge[];
  onClose: () => void;
  t: Translate;
}) {
  const { game, t } = props;
  const [step, setStep] = useState<Step>('options');
  const [energy, setEnergy] = useState(CHALLENGE_ENERGY_MIN);
  const [invited, setInvited] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [short, setShort] = useState(false);
  const balance = useStore(session, (state) => state.details?.number_of_credits);
  const gainUnit = useStore(session, (state) => state.population?.settings.gain_unit);
  const bounds = stakeBounds(energy, balance);
  const friends = useResource<AllFriends>(step === 'friends' ? api.friends.all() : null);

  async function launch() {
    setBusy(true);
    try {
      const started = await sendStart<ChallengeStarted>('POST', api.games.challengeStart(), {
        number_of_energies: energy,
        game_id: game.id,
        friends: invited,
      });
      navigate(playPath('challenge', game.id, started.challenge_id));
    } catch (error) {
      const code = error instanceof ApiError ? error.body.status_message : 'FAIL';
      setShort(SHORT_OF_CREDITS.includes(code));
      const said = t(`status.${code}`);
      setFailure(said === `status.${code}` ? t('shell.something_wrong') : said);
      setStep('failed');
    } finally {
      setBusy(false);
    }
  }

  const back = (to: Step) => (
    <button type="button" class="button button-ghost" onClick={() => setStep(to)}>
      {t('actions.back')}
    </button>
  );

  if (step === 'options') {
    return (
      <Modal title={t('play.overview.challenge_title')} onClose={props.onClose}>
        <p>{t('play.overview.challenge_text')}</p>
        <h3 class={styles.subtitle}>{t('play.overview.challenges')}</h3>
        {props.challenges.length > 0 ? (
          <ChallengeList challenges={props.challenges} />
        ) : (
          <p>{t('play.overview.no_challenges')}</p>
        )}
        <div class={styles.modalActions}>
          <button type="button" class="button button-ghost" onClick={props.onClose}>
            {t('actions.cancel')}
          </button>
          <button type="button" class="button" onClick={() => setStep('energy')}>
            {t('actions.start_challenge')}
          </button>
        </div>
      </Modal>
    );
  }

  if (step === 'energy') {
    return (
      <Modal
        title={t('play.overview.energy_title')}
        onClose={props.onClose}
        actions={
          <>
            {back('options')}
            {bounds.short ? (
              <Link class="button" href="/my-credits">
                {t('play.spend.buy')}
              </Link>
            ) : (
              <button
                type="button"
                class="button"
                disabled={!bounds.canGoOn}
                onClick={() => setStep('friends')}
              >
                {t('actions.next')}
              </button>
            )}
          </>
        }
      >
        <p>{t('play.overview.energy_text')}</p>
        {balance !== undefined && <p>{t('play.spend.balance', { count: balance })}</p>}
        <Stepper
          value={energy}
          min={CHALLENGE_ENERGY_MIN}
          canAdd={bounds.canAdd}
          onChange={setEnergy}
          labels={{
            less: t('play.overview.less'),
            more: t('play.overview.more_energy'),
            value: t('play.overview.energy'),
          }}
        />
        {gainUnit !== undefined && (
          <p aria-live="polite">
            {t('play.spend.stake_value', {
              count: energy,
              amount: formatMoney(creditsWorth(energy, gainUnit)),
            })}
          </p>
        )}
        {balance !== undefined &&
          (bounds.short ? (
            <p role="alert">{t('play.spend.short')}</p>
          ) : (
            !bounds.canAdd && <p>{t('play.spend.stake_max', { count: balance })}</p>
          ))}
      </Modal>
    );
  }

  if (step === 'friends') {
    const list = friends.data?.list ?? [];
    const all = list.length > 0 && list.every((friend) => invited.includes(friend.id));
    return (
      <Modal
        title={t('play.overview.friends_title')}
        onClose={props.onClose}
        actions={
          <>
            {back('energy')}
            <button type="button" class="button" onClick={() => setStep('details')}>
              {t('actions.next')}
            </button>
          </>
        }
      >
        {friends.status === 'ok' && list.length === 0 && <p>{t('play.overview.no_friends')}</p>}
        {list.length > 0 && (
          <fieldset class={styles.friends}>
            <legend class="visually-hidden">{t('play.overview.friends_title')}</legend>
            <label>
              <input
                type="checkbox"
                checked={all}
                onChange={() => setInvited(all ? [] : list.map((friend) => friend.id))}
              />
              {t('actions.select_all')}
            </label>
            {list.map((friend) => (
              <label key={friend.id}>
                <input
                  type="checkbox"
                  checked={invited.includes(friend.id)}
                  onChange={() =>
                    setInvited((ids) =>
                      ids.includes(friend.id)
                        ? ids.filter((id) => id !== friend.id)
                        : [...ids, friend.id],
                    )
                  }
                />
                {friend.player_name ?? friend.phone_number ?? t('hall.anonymous')}
              </label>
            ))}
          </fieldset>
        )}
      </Modal>
    );
  }

  if (step === 'details') {
    return (
      <SpendPrompt
        t={t}
        title={t('play.overview.details_title')}
        kind="challenge"
        units={energy}
        confirm={t('play.overview.launch')}
        busy={busy}
        onConfirm={() => void launch()}
        onClose={() => setStep('friends')}
      >
        <ul class={styles.details}>
          <li>{t('play.overview.details_energy', { count: energy })}</li>
          <li>{t('play.overview.details_friends', { count: invited.length })}</li>
        </ul>
      </SpendPrompt>
    );
  }

  return (
    <Modal
      title={t('play.overview.failed_title')}
      onClose={props.onClose}
      actions={
        <>
          {short && (
            <Link class="button button-ghost" href="/my-credits">
              {t('play.spend.buy')}
            </Link>
          )}
          <button type="button" class="button" onClick={props.onClose}>
            {t('actions.ok')}
          </button>
        </>
      }
    >
      <p role="alert">{failure}</p>
    </Modal>
  );
}
