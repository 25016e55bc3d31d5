/**
 * Texts of the player site's web app manifests (the name a phone shows when
 * it offers to install the site and on its splash screen), read when the site
 * is built: no page downloads them. The short name under the icon and the
 * description are the catalog's `app.name` and `app.description`.
 */
import type { SectionShape } from './catalog';

export const installEn = {
  install: {
    name: 'Quiz: timed quizzes and challenges',
  },
};

export const installFr: SectionShape<typeof installEn> = {
  install: {
    name: 'Quiz : quiz chronométrés et défis',
  },
};

export const installCatalogs = { en: installEn, fr: installFr } as const;
