import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { COUNTRY, CURRENCY, GENDERS, LANGUAGES } from '@quiz/shared/constants';
import { ErrorAnswer, HelpData, Population, TermsData } from '@quiz/shared/contract';
import { catalogs } from '@quiz/shared/i18n';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { adminContacts, withContacts } from '../../../domain/content/contacts';
import { help } from '../../../domain/content/help';
import { terms } from '../../../domain/content/terms';
import { readSettings } from '../../../domain/settings/settings';

type Lang = (typeof LANGUAGES)[number];
const langParam = Type.Object({ lang: Type.Enum(LANGUAGES) });

/** Texts and reference data: population, terms and conditions, help centre. */
export default async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const contacts = adminContacts(app.config);

  app.get(
    '/api/populate/',
    {
      preHandler: app.identify,
      schema: {
        operationId: 'populate',
        tags: ['content'],
        summary: 'Texts, reference lists, admin contacts and game settings for the apps',
        description: `Public; with a bearer token, the token must be valid (401 otherwise) and the signed-in player's
language is used when no lang is given. inputs, buttons and links are sections of the shared catalog
(labels, actions, errors); components is the whole catalog of that language.`,
        querystring: Type.Object({ lang: Type.Optional(Type.Enum(LANGUAGES)) }),
        response: { 200: Population, '4xx': ErrorAnswer },
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

  app.get(
    '/api/terms-&-conditions/:lang/',
    {
      schema: {
        operationId: 'getTerms',
        tags: ['content'],
        summary: 'Terms and conditions in French or English',
        params: langParam,
        response: { 200: TermsData, '4xx': ErrorAnswer },
      },
    },
    async (request) => withContacts(terms[request.params.lang], contacts),
  );

  app.get(
    '/api/help/:lang/',
    {
      schema: {
        operationId: 'getHelp',
        tags: ['content'],
        summary:
          'Help centre: solo mode, challenge mode, buying credits, cashing out, contacting us',
        params: langParam,
        response: { 200: HelpData, '4xx': ErrorAnswer },
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
