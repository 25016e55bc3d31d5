import { LANGUAGES, type Language } from '@quiz/shared/types';
import { useT } from '../../lib/i18n';
import styles from './Content.module.css';

/** The fr/en switch of the help and terms pages: the text's language, not the site's. */
export function ContentLanguage(props: { value: Language; onChange: (lang: Language) => void }) {
  const t = useT();
  return (
    <fieldset class={`group ${styles.switch}`}>
      <legend class="visually-hidden">{t('content.language_switch')}</legend>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          class="button button-ghost"
          lang={code}
          aria-pressed={props.value === code}
          onClick={() => props.onChange(code)}
        >
          {t(`languages_native.${code}`)}
        </button>
      ))}
    </fieldset>
  );
}
