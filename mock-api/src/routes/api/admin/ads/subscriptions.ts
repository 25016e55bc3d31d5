import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AdPartnerParams,
  AdSubscriptionAnswer,
  AdSubscriptionGlobalPage,
  AdSubscriptionIdQuery,
  AdSubscriptionInput,
  AdSubscriptionPage,
  AdsPageParams,
  AdsStepQuery,
  ErrorAnswer,
} from '@quiz/shared/contract';
import { subscriptionSchema } from '@quiz/shared/validation';
import type { FastifyInstance } from 'fastify';
import { formBody } from '../../../../http/validate';
import { currentUser } from '../../../../plugins/auth';

const MANAGEMENT = '/api/admin/ads/:partner_id/subscriptions/management/';
const tags = ['admin: ads'];

const SHOULD_DEACTIVATE = `should_deactivate is true while a subscription is active and activated_at + duration_days
has passed, worked out on each read from the server's clock (no job).`;

const BODY = `Body {amount (FCFA), duration_days, type (the ad space: 1, 2 or 3)}, positive integers, checked by the
shared subscription form.`;

export default async function subscriptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const superOnly = app.requireRole('super');
  const subscriptions = () => app.admin.ads.subscriptions;

  app.get(
    '/api/admin/ads/subscriptions/list/:page/',
    {
      onRequest: superOnly,
      schema: {
        operationId: 'listAllAdSubscriptions',
        tags,
        summary: "Every partner's subscriptions, a page of 10, active first then newest",
        description: `Each item has the partner's id (ad_partner, for the go-to-partner button) and entreprise_name,
and names should_deactivate to_deactivate. ${SHOULD_DEACTIVATE} Answers {list, num_pages}.`,
        params: AdsPageParams,
        response: { 200: AdSubscriptionGlobalPage, '4xx': ErrorAnswer },
      },
    },
    (request) => subscriptions().all(request.params.page),
  );

  app.get(
    MANAGEMENT,
    {
      onRequest: superOnly,
      schema: {
        operationId: 'listAdSubscriptions',
        tags,
        summary: "A partner's subscriptions, a page of 10, active first then newest",
        description: `${SHOULD_DEACTIVATE} Answers {list, num_pages}. 404 INVALID_ID for an unknown partner.`,
        params: AdPartnerParams,
        querystring: AdsStepQuery,
        response: { 200: AdSubscriptionPage, '4xx': ErrorAnswer },
      },
    },
    (request) => subscriptions().list(request.params.partner_id, request.query.step),
  );

  app.post(
    MANAGEMENT,
    {
      onRequest: superOnly,
      validatorCompiler: formBody(subscriptionSchema, 'NOT_CREATED'),
      schema: {
        operationId: 'createAdSubscription',
        tags,
        summary: 'Subscribe a partner to an ad space, or renew its subscription to it',
        description: `${BODY} A partner holds one active subscription per space at most; several partners may share
a space. The new subscription starts now. When the partner's subscription to that space is active and due for
deactivation, this is a renewal: the old one is deactivated in the same transaction. Answers 201 {status_message,
ad_subscription}. 400 NOT_CREATED with errors per field, or with errors.partner_id validation.partner_inactive
(inactive partner), errors.type validation.no_open_space (the partner holds every space) or
validation.ad_space_taken (it holds this one, not yet due); 404 INVALID_ID for an unknown partner.`,
        params: AdPartnerParams,
        body: AdSubscriptionInput,
        response: { 201: AdSubscriptionAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const created = await subscriptions().create(
        currentUser(request).id,
        request.params.partner_id,
        request.body,
      );
      return reply.status(201).send({ status_message: 'OK', ad_subscription: created });
    },
  );

  app.put(
    MANAGEMENT,
    {
      onRequest: superOnly,
      validatorCompiler: formBody(subscriptionSchema, 'NOT_MODIFIED'),
      schema: {
        operationId: 'updateAdSubscription',
        tags,
        summary: "Edit a subscription's amount and duration",
        description: `${BODY} The space is chosen on creation only: a type other than the subscription's is refused
with 400 NOT_MODIFIED errors.type validation.ad_space_fixed. Only an active subscription not due for deactivation
may be edited (otherwise 400 NOT_MODIFIED errors.ad_subscription_id validation.subscription_locked). Answers
{status_message, ad_subscription}. 404 INVALID_ID for an unknown partner or a subscription not of that partner.`,
        params: AdPartnerParams,
        querystring: AdSubscriptionIdQuery,
        body: AdSubscriptionInput,
        response: { 200: AdSubscriptionAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      ad_subscription: await subscriptions().update(
        currentUser(request).id,
        request.params.partner_id,
        request.query.ad_subscription_id,
        request.body,
      ),
    }),
  );

  app.delete(
    MANAGEMENT,
    {
      onRequest: superOnly,
      schema: {
        operationId: 'deactivateAdSubscription',
        tags,
        summary: 'Deactivate a subscription; answers it deactivated',
        description: `The partner's ads on that space stop showing at once. One inactive already is answered as it
is, nothing written. Answers {status_message, ad_subscription}. 404 INVALID_ID for an unknown partner or a
subscription not of that partner.`,
        params: AdPartnerParams,
        querystring: AdSubscriptionIdQuery,
        response: { 200: AdSubscriptionAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      ad_subscription: await subscriptions().deactivate(
        currentUser(request).id,
        request.params.partner_id,
        request.query.ad_subscription_id,
      ),
    }),
  );
}
