import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LANGUAGES } from '@quiz/shared/constants';
import { ErrorAnswer, HelpData, Population, TermsData } from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

const langParam = Type.Object({ lang: Type.Enum(LANGUAGES) });

/** Texts and reference data: population, terms and conditions, help centre. */
export default async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

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
    (request) => app.content.population(request.query.lang, request.user?.id),
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
    async (request) => app.content.terms(request.params.lang),
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
    async (request) => app.content.help(request.params.lang),
  );
}
