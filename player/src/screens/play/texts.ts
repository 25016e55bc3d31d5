import { playCatalogs } from '@quiz/shared/i18n/play';
import { addTexts, useT } from '../../lib/i18n';

addTexts(playCatalogs);

/** t() of the play screens, whose own texts come with them. */
export const usePlayT = useT;
