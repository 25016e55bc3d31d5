import { COUNTRY, CURRENCY, GENDERS, LANGUAGES } from '@quiz/shared/constants';
import { catalogs } from '@quiz/shared/i18n';
import type { FastifyInstance } from 'fastify';
import { adminContacts, withContacts } from '../../../domain/content/contacts';
import { help } from '../../../domain/content/help';
import { terms } from '../../../domain/content/terms';
import { readSettings } from '../../../domain/settings/settings';
import { errorSchema } from '../auth/schemas';

type Lang = 'fr' | 'en';
const langParam = {
  type: 'object',
  required: ['lang'],
  properties: { lang: { type: 'string', enum: ['fr', 'en'] } },
} as const;
const looseObject = { type: 'object', additionalProperties: true } as const;

/** Texts and reference data: population, terms and conditions, help centre. */
export default async function contentRoutes(app: FastifyInstance) {
  const contacts = adminContacts(app.config);

  app.get<{ Querystring: { lang?: Lang } }>(
    '/api/populate/',
    {
      preHandler: app.identify,
      schema: {
        tags: ['content'],
        summary: 'Texts, reference lists, admin contacts and game settings for the apps',
        description: `Public; with a bearer token, the token must be valid (401 otherwise) and the signed-in player's
language is used when no lang is given. inputs, buttons and links are sections of the shared catalog
(labels, actions, errors); components is the whole catalog of that language.`,
        querystring: {
          type: 'object',
          properties: { lang: { type: 'string', enum: ['fr', 'en'] } },
        },
        response: { 200: looseObject, '4xx': errorSchema },
      },
    },
    async (request) => {
      const lang = request.query.lang ?? (await userLanguage(app, request.user?.id)) ?? 'fr';
      const messages = catalogs[lang];
      const settings = await readSettings(app.db);
      return {
        lang,
        inputs: messages.labels,
        buttons: messages.actions,
        links: messages.errors,
        components: messages,
        params: {
          countries_with_codes: [
            {
              id: COUNTRY.id,
              name_en: COUNTRY.name_en,
              name_fr: COUNTRY.name_fr,
              country_code: COUNTRY.country_code,
            },
          ],
          languages: LANGUAGES.map((code) => ({ code, label: messages.languages[code] })),
          genders: GENDERS.map((code) => ({ code, label: messages.genders[code] })),
        },
        constants: { currencies: [CURRENCY], country_codes: [COUNTRY.country_code] },
        ...contacts,
        settings: {
          gain_unit: settings.gain_unit,
          solo_units: settings.solo_units,
          solo_win_gain_multiplicator: settings.solo_win_gain_multiplicator,
        },
      };
    },
  );

  app.get<{ Params: { lang: Lang } }>(
    '/api/terms-&-conditions/:lang/',
    {
      schema: {
        tags: ['content'],
        summary: 'Terms and conditions in French or English',
        params: langParam,
        response: { 200: looseObject, '4xx': errorSchema },
      },
    },
    async (request) => withContacts(terms[request.params.lang], contacts),
  );

  app.get<{ Params: { lang: Lang } }>(
    '/api/help/:lang/',
    {
      schema: {
        tags: ['content'],
        summary:
          'Help centre: solo mode, challenge mode, buying credits, cashing out, contacting us',
        params: langParam,
        response: { 200: looseObject, '4xx': errorSchema },
      },
    },
    async (request) => withContacts(help[request.params.lang], contacts),
  );
}

async function userLanguage(
  app: FastifyInstance,
  userId: number | undefined,
): Promise<Lang | undefined> {
  if (userId === undefined) return undefined;
  const user = await app.db
    .selectFrom('users')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.language;
}
