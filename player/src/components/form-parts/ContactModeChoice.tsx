import type { ContactMode } from '@quiz/shared/types';
import styles from './FormParts.module.css';

/** The first step where a contact is entered: by phone or by e-mail, in the screen's words. */
export function ContactModeChoice(props: {
  legend: string;
  labels: Record<ContactMode, string>;
  onChoose: (mode: ContactMode) => void;
}) {
  return (
    <fieldset class={`group ${styles.modes}`}>
      <legend>{props.legend}</legend>
      <button type="button" class="button button-block" onClick={() => props.onChoose('phone')}>
        {props.labels.phone}
      </button>
      <button
        type="button"
        class="button button-ghost button-block"
        onClick={() => props.onChoose('email')}
      >
        {props.labels.email}
      </button>
    </fieldset>
  );
}
