import type { Answer, Score } from '@quiz/shared/contract';
import { formatMoney } from '@quiz/shared/format';
import { Link } from 'wouter-preact';
import { pick, type Translate, useLang } from '../../lib/i18n';
import styles from './Play.module.css';
import { isPictureType } from './selection';

/** The choices of positions, as text (pictures are named by their place). */
function choiceNames(answer: Answer, positions: number[], lang: 'fr' | 'en', t: Translate) {
  const question = answer.related_question;
  const values = lang === 'fr' ? question.choice_values_fr : question.choice_values_en;
  return positions
    .map((position) =>
      isPictureType(question.type)
        ? t('play.picture_choice', { n: position + 1 })
        : (values[position] ?? ''),
    )
    .join(', ');
}

/**
 * The final score (spec section 4): the right answers out of the questions, won or
 * lost for a solo play (its gain in FCFA), "challenge on" for a challenge until it
 * closes, and each answer with its correction.
 */
export function ScoreView(props: {
  score: Score;
  timedOut: boolean;
  t: Translate;
  /** a challenge play whose challenge closed: won or lost is known */
  closedChallenge?: boolean;
  /** inside a popup (a challenge's result): no title or links of its own */
  inPopup?: boolean;
}) {
  const { score, t } = props;
  const lang = useLang();
  const { play, game } = score;
  const outcome = play.challenge_id
    ? !props.closedChallenge
      ? t('play.challenge_on')
      : play.is_winner
        ? t('play.challenge_won', { amount: formatMoney(play.gain) })
        : t('play.challenge_lost')
    : play.is_winner
      ? t('play.won', { amount: formatMoney(play.gain) })
      : t('play.lost');
  return (
    <section class={props.inPopup ? undefined : styles.score} aria-label={t('play.score_title')}>
      {props.timedOut && <p class={styles.timeUp}>{t('play.time_up')}</p>}
      {!props.inPopup && <h1>{t('play.score_title')}</h1>}
      <p class={styles.note}>
        <strong>
          {play.note}/{game.number_of_questions}
        </strong>
        <span>{t('play.score_note', { count: play.note, total: game.number_of_questions })}</span>
      </p>
      <p class={styles.outcome} role="status">
        {outcome}
      </p>
      {!props.inPopup && (
        <div class={styles.actions}>
          {play.challenge_id ? (
            <Link class="button" href={`/challenge/result/${play.challenge_id}`}>
              {t('play.see_challenge')}
            </Link>
          ) : (
            <Link class="button" href="/solo/results">
              {t('play.see_results')}
            </Link>
          )}
          <Link class="button button-ghost" href="/explore">
            {t('play.back_explore')}
          </Link>
        </div>
      )}
      <h2>{t('play.your_answers')}</h2>
      <ol class={styles.answers}>
        {play.answers.map((answer) => (
          <li key={answer.id} class={answer.is_correct ? styles.right : styles.wrong}>
            <p>{pick(answer.related_question, 'label', lang)}</p>
            <p>
              <strong>{t(answer.is_correct ? 'play.right' : 'play.wrong')}</strong>
              {answer.id_values.length > 0 &&
                ` · ${choiceNames(answer, answer.id_values, lang, t)}`}
            </p>
            {!answer.is_correct && answer.related_question.correction_ids && (
              <p>
                {t('play.correction', {
                  answer: choiceNames(answer, answer.related_question.correction_ids, lang, t),
                })}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
