import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorAnswer,
  GameIndexAnswer,
  GameIndexIdQuery,
  GameIndexUpload,
  OkAnswer,
} from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { formUpload } from '../../../../http/form-upload';
import { bodyCheckedByTheDomain } from '../../../../http/validate';
import { currentUser } from '../../../../plugins/auth';

const MANAGEMENT = '/api/admin/super/game-indexes-management/';
const tags = ['admin: game indexes'];
const uploadBody = { content: { 'multipart/form-data': { schema: GameIndexUpload } } };

const FORM = `Multipart: code, label_en, label_fr, cover_description_en, cover_description_fr (each required,
checked by the shared game index form), and optional cover_image, image and icon: PNG, JPEG or WebP by content
(SVG and others refused with validation.picture_invalid on their field; over 5 MB, 413), stored re-encoded as
WebP (cover 960x540, image 480x480, icon 128x128). A picture is replaced only when a new file is sent. The code is
unique, case aside (errors.code validation.code_taken). The list is the player call GET /api/games/indexes/0/
({indexes, max}, each index with its code); players see every change at once, on every instance.`;

/** Game indexes management (back-office spec section 7 "Game indexes"): super managers only. */
export default async function gameIndexesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const superOnly = app.requireRole('super');
  const indexes = () => app.admin.gameIndexes;

  app.post(
    MANAGEMENT,
    {
      onRequest: superOnly,
      validatorCompiler: bodyCheckedByTheDomain,
      schema: {
        operationId: 'createGameIndex',
        tags,
        summary: 'Add a game index',
        description: `${FORM} Refusals are 400 NOT_CREATED with errors per field; at the maximum
(settings.max_game_indexes, the list's max), 409 NOT_CREATED with errors.index validation.max_reached. Answers
201 {status_message, game_index}.`,
        body: uploadBody,
        response: { 201: GameIndexAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const index = await indexes().create(currentUser(request).id, await formUpload(request));
      return reply.status(201).send({ status_message: 'OK', game_index: index });
    },
  );

  app.put(
    MANAGEMENT,
    {
      onRequest: superOnly,
      validatorCompiler: bodyCheckedByTheDomain,
      schema: {
        operationId: 'updateGameIndex',
        tags,
        summary: 'Edit a game index',
        description: `${FORM} Refusals are 400 NOT_MODIFIED with errors per field. Answers {status_message,
game_index}. 404 INVALID_ID.`,
        querystring: GameIndexIdQuery,
        body: uploadBody,
        response: { 200: GameIndexAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      game_index: await indexes().update(
        currentUser(request).id,
        request.query.index_id,
        await formUpload(request),
      ),
    }),
  );

  app.delete(
    MANAGEMENT,
    {
      onRequest: superOnly,
      schema: {
        operationId: 'removeGameIndex',
        tags,
        summary: 'Remove a game index no active game uses',
        description: `An index that active games use is kept: 409 NOT_ALLOWED with errors.index
validation.index_in_use (deactivate or move those games first, so no live game loses its category). Inactive
games and players' preferences let go of it. Answers {status_message}. 404 INVALID_ID.`,
        querystring: GameIndexIdQuery,
        response: { 200: OkAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      await indexes().remove(currentUser(request).id, request.query.index_id);
      return { status_message: 'OK' as const };
    },
  );
}
