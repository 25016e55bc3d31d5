import { Link } from 'wouter-preact';
import { Modal } from '../../components/modal/Modal';
import type { Translate } from '../../lib/i18n';
import { HOME, loginPath, navigate, registrationPath } from '../../lib/nav';
import styles from './Play.module.css';

/**
 * Why the play cannot start or go on (spec section 8): signed out (a link to log in
 * and come back), no credit (solo and challenge say it their own way, with a link to
 * get credits), managers cannot play, a closed challenge (its result), a quiz already
 * played solo (our choice: said, with the player's results, rather than a silent
 * stop that leaves them wondering), and the rest by the server's own word.
 */
export function Refusal(props: { code: string; data: unknown; t: Translate }) {
  const { code, t } = props;
  const data = (props.data ?? {}) as { type?: string; challenge_id?: number };
  if (code === 'NOT_AUTHENTICATED') {
    // The sign-in prompt of spec section 8: both ways lead back to this play path.
    return (
      <Modal
        title={t('play.fair.sign_in_title')}
        onClose={() => navigate(HOME)}
        actions={
          <>
            <Link class="button button-ghost" href={registrationPath()}>
              {t('play.fair.register')}
            </Link>
            <Link class="button" href={loginPath()}>
              {t('play.sign_in')}
            </Link>
          </>
        }
      >
        <p>{t('play.fair.sign_in_text')}</p>
      </Modal>
    );
  }
  // A code the catalog does not know (t answers the key itself) is a plain failure.
  const said = t(`status.${code}`);
  const text =
    code === 'NO_CREDIT'
      ? t(data.type === 'challenge' ? 'play.no_credit_challenge' : 'play.no_credit_solo')
      : said === `status.${code}`
        ? t('shell.something_wrong')
        : said;
  return (
    <div class={styles.refusal} role="alert">
      <p>{text}</p>
      <div class={styles.actions}>
        {code === 'NO_CREDIT' && (
          <Link class="button" href="/my-credits">
            {t('play.get_credits')}
          </Link>
        )}
        {(code === 'INACTIVE_PLAY' || code === 'ALREADY_PLAYED_CHALLENGE') && data.challenge_id && (
          <Link class="button" href={`/challenge/result/${data.challenge_id}`}>
            {t('play.see_result')}
          </Link>
        )}
        {code === 'ALREADY_PLAYED_SOLO' && (
          <Link class="button" href="/solo/results">
            {t('play.see_results')}
          </Link>
        )}
        <Link class="button button-ghost" href="/explore">
          {t('play.back_explore')}
        </Link>
      </div>
    </div>
  );
}
