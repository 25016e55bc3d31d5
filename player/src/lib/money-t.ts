import { moneyCatalogs } from '@quiz/shared/i18n/money';
import { sectionT } from './section-t';

/** t() with the money screens' own texts. */
export const useMoneyT = sectionT(moneyCatalogs);
