import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AdminBadgeTypes,
  BadgeTypeAnswer,
  BadgeTypeQuery,
  BadgeTypeUpload,
  ErrorAnswer,
} from '@quiz/shared/contract';
import { BADGE_RULES } from '@quiz/shared/types';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../../errors';
import { formUpload } from '../../../../http/form-upload';
import { bodyCheckedByTheDomain } from '../../../../http/validate';
import { currentUser } from '../../../../plugins/auth';

const BADGE_TYPES = '/api/admin/super/badge-types/';
const tags = ['admin: badge types'];
const uploadBody = { content: { 'multipart/form-data': { schema: BadgeTypeUpload } } };

const FORM = `Multipart: type (its award rule, one of ${BADGE_RULES.join(', ')}: the spec sends it unchecked, but a
rule the server does not know would never award the badge, so another is refused with errors.type
validation.badge_rule_invalid), code_en, code_fr, title_en, title_fr, description_en, description_fr, weight (from
0), color (gold, silver or bronze), optional threshold (from 1; 1 when absent) and number_of_units (credits given;
0 when absent), optional icon and image: PNG, JPEG or WebP by content, re-encoded (icon 128x128, image 480x480);
a picture is replaced only when a new file is sent. Players see changes at once.`;

const requireId = (id: number | undefined) => {
  if (id === undefined) {
    throw new ApiError(400, 'BAD', { errors: { badge_type_id: 'validation.required' } });
  }
  return id;
};

/** Badge types management (back-office spec section 7 "Badge types"): super managers only. */
export default async function badgeTypesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const superOnly = app.requireRole('super');
  const badgeTypes = () => app.admin.badgeTypes;

  app.get(
    BADGE_TYPES,
    {
      onRequest: superOnly,
      schema: {
        operationId: 'manageBadgeTypes',
        tags,
        summary: 'Every badge type, actives and inactives, highest weight first',
        description:
          'Answers {actives, inactives}; each badge type has its player fields plus threshold and number_of_units.',
        response: { 200: AdminBadgeTypes, '4xx': ErrorAnswer },
      },
    },
    () => badgeTypes().list(),
  );

  app.post(
    BADGE_TYPES,
    {
      onRequest: superOnly,
      validatorCompiler: bodyCheckedByTheDomain,
      schema: {
        operationId: 'createBadgeType',
        tags,
        summary: 'Add a badge type',
        description: `${FORM} Refusals are 400 NOT_CREATED with errors per field. Answers 201 {status_message,
badge_type}.`,
        body: uploadBody,
        response: { 201: BadgeTypeAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const badgeType = await badgeTypes().create(
        currentUser(request).id,
        await formUpload(request),
      );
      return reply.status(201).send({ status_message: 'OK', badge_type: badgeType });
    },
  );

  app.put(
    BADGE_TYPES,
    {
      onRequest: superOnly,
      validatorCompiler: bodyCheckedByTheDomain,
      schema: {
        operationId: 'updateBadgeType',
        tags,
        summary:
          'Edit a badge type (?badge_type_id=), or activate or deactivate it (?action=&badge_type_id=)',
        description: `Without action: ${FORM} Refusals are 400 NOT_MODIFIED with errors per field. With
action=activate or deactivate, no body: an inactive badge type is awarded to nobody (badges already earned stay);
doing either twice changes nothing more. Answers {status_message, badge_type}. 404 INVALID_ID.`,
        querystring: BadgeTypeQuery,
        body: uploadBody,
        response: { 200: BadgeTypeAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      const { action, badge_type_id } = request.query;
      const id = requireId(badge_type_id);
      const managerId = currentUser(request).id;
      const badgeType = action
        ? await badgeTypes().setActive(managerId, id, action === 'activate')
        : await badgeTypes().update(managerId, id, await formUpload(request));
      return { status_message: 'OK' as const, badge_type: badgeType };
    },
  );
}
