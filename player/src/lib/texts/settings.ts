import { settingsCatalogs } from '@quiz/shared/i18n/settings';
import { addTexts, useT } from '../i18n';

addTexts(settingsCatalogs);

/** t() of the settings screen, whose own texts come with it. */
export const useSettingsT = useT;
