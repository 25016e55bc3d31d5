import { playCatalogs } from '@quiz/shared/i18n/play';
import { sectionT } from '../../lib/section-t';

/** t() with the play screens' own texts. */
export const usePlayT = sectionT(playCatalogs);
