import { authCatalogs } from '@quiz/shared/i18n/auth';
import { addTexts } from '../../lib/i18n';

// The sign-in and registration texts come with these screens, not with /explore.
addTexts(authCatalogs);
