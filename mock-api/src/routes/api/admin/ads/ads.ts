import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AdActionQuery,
  AdAnswer,
  AdIdQuery,
  AdPage,
  AdPartnerParams,
  AdsStepQuery,
  AdUpload,
  ErrorAnswer,
} from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { AD_PICTURE_SIZES } from '../../../../domain/ads/ads';
import { bodyCheckedByTheDomain } from '../../../../http/validate';
import { currentUser } from '../../../../plugins/auth';
import { adUpload } from './upload';

const MANAGEMENT = '/api/admin/ads/:partner_id/ads-management/';
const tags = ['admin: ads'];

const { rectangle, square } = AD_PICTURE_SIZES;
const PICTURE = `illustration: a PNG, JPEG or WebP file (read by its content; SVG and anything else refused with
400 errors.illustration validation.picture_invalid; over 5 MB, 413), stored re-encoded as WebP and cropped to the
form of the ad's space: rectangles ${rectangle.width}x${rectangle.height}, squares ${square.width}x${square.height}
(twice the size the explore page draws them). link: optional http(s) URL (400 errors.link validation.url_invalid).`;

const uploadBody = { content: { 'multipart/form-data': { schema: AdUpload } } };

export default async function adRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const superOnly = app.requireRole('super');
  const ads = () => app.admin.ads.ads;

  app.get(
    MANAGEMENT,
    {
      onRequest: superOnly,
      schema: {
        operationId: 'listAds',
        tags,
        summary: "A partner's ads, a page of 10, newest first",
        description: `Each ad has its illustration URL, link, active flag and the space (type) and form it was made for.
Answers {list, num_pages}. 404 INVALID_ID for an unknown partner.`,
        params: AdPartnerParams,
        querystring: AdsStepQuery,
        response: { 200: AdPage, '4xx': ErrorAnswer },
      },
    },
    (request) => ads().list(request.params.partner_id, request.query.step),
  );

  app.post(
    MANAGEMENT,
    {
      onRequest: superOnly,
      validatorCompiler: bodyCheckedByTheDomain,
      schema: {
        operationId: 'createAd',
        tags,
        summary: 'Add an ad for one of the partner active subscriptions',
        description: `Multipart. ${PICTURE} The ad takes the space of the partner's active subscription for good; a
partner holding several names one with the type field (400 errors.type validation.required or
validation.ad_space_invalid otherwise). Refused with 400 NOT_CREATED: errors.partner_id
validation.subscription_required when the partner holds no active subscription, validation.partner_inactive when it
is inactive; errors.illustration validation.required without a file. Players see it at once. Answers 201
{status_message, ad}. 404 INVALID_ID for an unknown partner.`,
        params: AdPartnerParams,
        body: uploadBody,
        response: { 201: AdAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const ad = await ads().create(
        currentUser(request).id,
        request.params.partner_id,
        await adUpload(request),
      );
      return reply.status(201).send({ status_message: 'OK', ad });
    },
  );

  app.put(
    MANAGEMENT,
    {
      onRequest: superOnly,
      validatorCompiler: bodyCheckedByTheDomain,
      schema: {
        operationId: 'updateAd',
        tags,
        summary: "Edit an ad's link or picture",
        description: `Multipart, as on creation; the illustration is optional (sent only when a new file was chosen),
and a link field left out keeps the link (an empty one removes it). The space does not change. Refusals are 400
NOT_MODIFIED. Answers {status_message, ad}. 404 INVALID_ID for an unknown partner or an ad not of that partner.`,
        params: AdPartnerParams,
        querystring: AdIdQuery,
        body: uploadBody,
        response: { 200: AdAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      ad: await ads().update(
        currentUser(request).id,
        request.params.partner_id,
        request.query.ad_id,
        await adUpload(request),
      ),
    }),
  );

  app.delete(
    MANAGEMENT,
    {
      onRequest: superOnly,
      schema: {
        operationId: 'actOnAd',
        tags,
        summary: 'Delete, deactivate or activate an ad (?action=)',
        description: `action=delete removes the ad and its picture and answers it as it was; deactivate and activate
set its flag (an ad already so is answered as it is, nothing written). Players see the change at once; an active
ad shows only while its partner is active and holds a running subscription to its space. Answers
{status_message, ad}. 400 BAD for a missing or unknown action; 404 INVALID_ID for an unknown partner or an ad not
of that partner.`,
        params: AdPartnerParams,
        querystring: AdActionQuery,
        response: { 200: AdAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      ad: await ads().act(
        currentUser(request).id,
        request.params.partner_id,
        request.query.ad_id,
        request.query.action,
      ),
    }),
  );
}
