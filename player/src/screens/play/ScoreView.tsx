import type { Answer, Score } from '@quiz/shared/contract';
import { formatDateTime } from '@quiz/shared/format';
import { Link } from 'wouter-preact';
import { pick, type Translate, useLang } from '../../lib/i18n';
import styles from './Play.module.css';
import { choiceMarks, outcomeText } from './review';
import { isPictureType, selectionRule } from './selection';

/** The choices at these places, as text. */
function choiceTexts(answer: Answer, places: number[], lang: 'fr' | 'en') {
  const question = answer.related_question;
  const values = lang === 'fr' ? question.choice_values_fr : question.choice_values_en;
  return places.map((place) => values[place] ?? '').join(', ');
}

/**
 * The pictures of a question as the player saw them, in the play's own order
 * (the server sends a review in it), each marked as the player's answer and,
 * once corrections are shown, as the right answer (with its place for the
 * ordered type). Their alternative text is their place, which says nothing
 * of the answer.
 */
function PictureReview({ answer, t }: { answer: Answer; t: Translate }) {
  const question = answer.related_question;
  const ordered = selectionRule(question.type) === 'ordered';
  return (
    <ul class={styles.reviewPictures}>
      {question.choice_values_en.map((src, place) => {
        const { chosen, right } = choiceMarks(answer, place);
        const marks = [
          chosen !== null &&
            (ordered ? t('play.fair.chosen_place', { n: chosen }) : t('play.fair.chosen')),
          right !== null &&
            (ordered ? t('play.fair.right_place', { n: right }) : t('play.fair.right_one')),
        ].filter(Boolean);
        return (
          <li
            key={place}
            class={`${chosen !== null ? styles.chosenPicture : ''} ${right !== null ? styles.rightPicture : ''}`}
          >
            <img src={src} alt={t('play.picture_choice', { n: place + 1 })} />
            {marks.length > 0 && <span>{marks.join(' · ')}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A question's explanation, sent with its correction only: in the player's
 * language, or in the other one when the manager wrote only that one.
 */
function Explanation({ answer, lang, t }: { answer: Answer; lang: 'fr' | 'en'; t: Translate }) {
  const question = answer.related_question;
  const other = lang === 'fr' ? 'en' : 'fr';
  const own = question[`explanation_${lang}`];
  const text = own || question[`explanation_${other}`];
  if (!text) return null;
  return (
    <p class={styles.explanation} lang={own ? lang : other}>
      {t('play.explanation', { text })}
    </p>
  );
}

/** One answer of the review: right or wrong and the correction once shown, else only what was chosen. */
function AnswerReview({ answer, lang, t }: { answer: Answer; lang: 'fr' | 'en'; t: Translate }) {
  const question = answer.related_question;
  const revealed = answer.is_correct !== undefined;
  const verdict = revealed ? (answer.is_correct ? styles.right : styles.wrong) : undefined;
  return (
    <li class={verdict}>
      <p>{pick(question, 'label', lang)}</p>
      {revealed && (
        <p>
          <strong>{t(answer.is_correct ? 'play.right' : 'play.wrong')}</strong>
        </p>
      )}
      {isPictureType(question.type) ? (
        <PictureReview answer={answer} t={t} />
      ) : (
        <>
          <p>
            {t('play.fair.your_choice', {
              answer:
                answer.id_values.length > 0
                  ? choiceTexts(answer, answer.id_values, lang)
                  : t('play.fair.no_answer'),
            })}
          </p>
          {!answer.is_correct && question.correction_ids && (
            <p>
              {t('play.correction', { answer: choiceTexts(answer, question.correction_ids, lang) })}
            </p>
          )}
        </>
      )}
      <Explanation answer={answer} lang={lang} t={t} />
    </li>
  );
}

/**
 * The final score (spec section 4): the right answers out of the questions, won or
 * lost for a solo play (its gain in FCFA), "challenge on" for a challenge until it
 * closes, and each answer as the player saw it: its correction once no challenge on
 * the quiz is open, else when they will be shown.
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
  const hiddenUntil = play.corrections_hidden_until;
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
        {outcomeText(score, props.closedChallenge === true, t)}
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
      {hiddenUntil && (
        <p class={styles.hiddenCorrections}>
          {t('play.fair.corrections_hidden', { date: formatDateTime(hiddenUntil, lang) })}
        </p>
      )}
      <ol class={styles.answers}>
        {play.answers.map((answer) => (
          <AnswerReview key={answer.id} answer={answer} lang={lang} t={t} />
        ))}
      </ol>
    </section>
  );
}
