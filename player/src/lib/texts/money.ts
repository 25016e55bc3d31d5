import { moneyCatalogs } from '@quiz/shared/i18n/money';
import { addTexts, useT } from '../i18n';

addTexts(moneyCatalogs);

/** t() of the money screens (credits, gains), whose own texts come with them. */
export const useMoneyT = useT;
