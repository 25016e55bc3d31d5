import { socialCatalogs } from '@quiz/shared/i18n/social';
import { addTexts, useT } from '../i18n';

addTexts(socialCatalogs);

/** t() of the social screens (friends, notifications), whose own texts come with them. */
export const useSocialT = useT;
