import type { StartPlayData } from '@quiz/shared/contract';
import { useEffect, useRef } from 'preact/hooks';
import { pick, type Translate, useLang } from '../../lib/i18n';
import styles from './Play.module.css';
import { isPictureType, placeOf, selectionRule } from './selection';

const HINTS = { single: 'play.pick_one', multiple: 'play.pick_many', ordered: 'play.pick_order' };

/**
 * A question and its choices (spec section 2, play screen). Each choice is a toggle
 * button (aria-pressed), reachable and picked with the keyboard; ordered types show
 * the place of each pick; picture types show images, named by their place for
 * screen readers. The heading takes the focus when a question arrives.
 */
export function Question(props: {
  current: StartPlayData;
  selection: number[];
  disabled: boolean;
  onSelect: (choice: number) => void;
  t: Translate;
}) {
  const { current, selection, t } = props;
  const lang = useLang();
  const heading = useRef<HTMLHeadingElement>(null);
  const { question } = current;
  const rule = selectionRule(question.type);
  const pictures = isPictureType(question.type);
  const choices = lang === 'fr' ? question.choice_values_fr : question.choice_values_en;

  useEffect(() => heading.current?.focus(), [current.current_question_id]);

  return (
    <section class={styles.question} aria-labelledby="question-label">
      <h1 id="question-label" ref={heading} tabIndex={-1}>
        {pick(question, 'label', lang)}
      </h1>
      {question.illustration && (
        <img class={styles.illustration} src={question.illustration} alt="" />
      )}
      <p class={styles.hint}>{t(HINTS[rule])}</p>
      <fieldset class={pictures ? styles.pictureChoices : styles.choices}>
        <legend class="visually-hidden">{t('play.choices')}</legend>
        {choices.map((choice, index) => {
          const place = rule === 'ordered' ? placeOf(selection, index) : null;
          const picked = selection.includes(index);
          const name = pictures ? t('play.picture_choice', { n: index + 1 }) : choice;
          return (
            <button
              key={`${current.current_question_id}:${index}`}
              type="button"
              class={`${styles.choice} ${picked ? styles.picked : ''}`}
              aria-pressed={picked}
              aria-label={place ? `${name}, ${t('play.place', { n: place })}` : undefined}
              disabled={props.disabled}
              onClick={() => props.onSelect(index)}
            >
              {place !== null && <span class={styles.place}>{place}</span>}
              {pictures ? <img src={choice} alt={name} /> : <span>{choice}</span>}
            </button>
          );
        })}
      </fieldset>
    </section>
  );
}
