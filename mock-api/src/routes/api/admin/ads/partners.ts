import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AdPartnerAnswer,
  AdPartnerDetail,
  AdPartnerIdQuery,
  AdPartnerInput,
  AdPartnerList,
  AdPartnerSearch,
  AdPartnerSearchParams,
  AdsPageParams,
  ErrorAnswer,
} from '@quiz/shared/contract';
import { adPartnerSchema } from '@quiz/shared/validation';
import type { FastifyInstance } from 'fastify';
import { formBody } from '../../../../http/validate';
import { currentUser } from '../../../../plugins/auth';

const MANAGEMENT = '/api/admin/ads/partners/management/';
const tags = ['admin: ads'];

const PARTNER_BODY = `Body {entreprise_name, rccm (optional), phone_1, phone_2, email, is_active (optional)}, checked by
the shared ad partner form: phones in any usual Cameroon writing (+237, spaces...), kept in national form.`;

const DEACTIVATION = `Deactivating a partner ends its running subscriptions at once (deactivated_at now, each in the
audit trail), so players stop seeing its ads; its ads keep their own flag. Reactivating brings back the partner
alone: its ads show again once it takes a new subscription.`;

export default async function partnerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const superOnly = app.requireRole('super');
  const partners = () => app.admin.ads.partners;

  app.get(
    '/api/admin/ads/partners/list/:page/',
    {
      onRequest: superOnly,
      schema: {
        operationId: 'listAdPartners',
        tags,
        summary: 'Ad partners, a page of 10, newest first',
        description:
          'Answers {list, num_pages} (num_pages 0 when there is none); a page past the end is empty.',
        params: AdsPageParams,
        response: { 200: AdPartnerList, '4xx': ErrorAnswer },
      },
    },
    (request) => partners().list(request.params.page),
  );

  app.get(
    '/api/admin/ads/search-partners/:text/:page/',
    {
      onRequest: superOnly,
      schema: {
        operationId: 'searchAdPartners',
        tags,
        summary: 'Ad partners whose name, rccm, e-mail or phone holds the text',
        description: `Case and accents are ignored ("epis" finds "Épis"); a phone matches however it is typed
(+237 677 41 82 03). Answers {list, num_pages, num_results}, a page of 10, newest first.`,
        params: AdPartnerSearchParams,
        response: { 200: AdPartnerSearch, '4xx': ErrorAnswer },
      },
    },
    (request) => partners().search(request.params.text, request.params.page),
  );

  app.get(
    MANAGEMENT,
    {
      onRequest: superOnly,
      schema: {
        operationId: 'getAdPartner',
        tags,
        summary: 'An ad partner with what its detail view sums up',
        description: `Besides the partner: total_amount (FCFA, the sum of all its subscriptions), num_subs,
has_active_subscriptions (each active subscription with its space and that space's form, rectangle or square) and
open_spaces (the spaces it holds no active subscription to: those a new subscription may take). 404 INVALID_ID.`,
        querystring: AdPartnerIdQuery,
        response: { 200: AdPartnerDetail, '4xx': ErrorAnswer },
      },
    },
    (request) => partners().detail(request.query.id),
  );

  app.post(
    MANAGEMENT,
    {
      onRequest: superOnly,
      validatorCompiler: formBody(adPartnerSchema, 'NOT_CREATED'),
      schema: {
        operationId: 'createAdPartner',
        tags,
        summary: 'Add an ad partner',
        description: `${PARTNER_BODY} is_active defaults to true. Answers 201 {status_message, ad_partner}.
400 NOT_CREATED with errors per field.`,
        body: AdPartnerInput,
        response: { 201: AdPartnerAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const adPartner = await partners().create(currentUser(request).id, request.body);
      return reply.status(201).send({ status_message: 'OK', ad_partner: adPartner });
    },
  );

  app.put(
    MANAGEMENT,
    {
      onRequest: superOnly,
      validatorCompiler: formBody(adPartnerSchema, 'NOT_MODIFIED'),
      schema: {
        operationId: 'updateAdPartner',
        tags,
        summary: 'Edit an ad partner; is_active true reactivates it',
        description: `${PARTNER_BODY} is_active true reactivates, false deactivates, absent keeps the state.
${DEACTIVATION} Answers {status_message, ad_partner}. 400 NOT_MODIFIED with errors per field; 404 INVALID_ID.`,
        querystring: AdPartnerIdQuery,
        body: AdPartnerInput,
        response: { 200: AdPartnerAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      ad_partner: await partners().update(currentUser(request).id, request.query.id, request.body),
    }),
  );

  app.delete(
    MANAGEMENT,
    {
      onRequest: superOnly,
      schema: {
        operationId: 'deactivateAdPartner',
        tags,
        summary: 'Deactivate an ad partner; answers it deactivated',
        description: `${DEACTIVATION} A partner inactive already is answered as it is, nothing written.
Answers {status_message, ad_partner}. 404 INVALID_ID.`,
        querystring: AdPartnerIdQuery,
        response: { 200: AdPartnerAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      ad_partner: await partners().deactivate(currentUser(request).id, request.query.id),
    }),
  );
}
