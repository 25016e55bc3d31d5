import { useState } from 'preact/hooks';
import { dataSaver } from '../../lib/data-saver';
import { useT } from '../../lib/i18n';
import { PREFERENCE_KEYS, storage } from '../../lib/storage';
import styles from './Preferences.module.css';

/** Turns data saver on or off on this device; the choice then wins over Save-Data. */
export function setDataSaver(on: boolean): void {
  dataSaver.on = on;
  storage.setPreference(PREFERENCE_KEYS.dataSaver, on);
}

/** The data saver switch: kept on this device, not on the account (each phone has its plan). */
export function DataSaver() {
  const t = useT();
  const [on, setOn] = useState(dataSaver.on);
  const change = () => {
    setDataSaver(!on);
    setOn(!on);
  };
  return (
    <div class={styles.saver}>
      <label class={styles.toggle}>
        {t('preferences.data_saver')}
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          aria-describedby="data-saver-hint"
          onChange={change}
        />
      </label>
      <p id="data-saver-hint" class={styles.hint}>
        {t('preferences.data_saver_hint')}
      </p>
    </div>
  );
}
