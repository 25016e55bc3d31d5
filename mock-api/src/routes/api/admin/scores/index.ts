import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorAnswer,
  ManagerScore,
  ManagerScoreFilter,
  QuestionStats,
  QuestionStatsFilter,
  RestListQuery,
  ScoreFilter,
  ScoreRecord,
  SuspiciousFilter,
  SuspiciousPlayer,
} from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { MANAGER_SORTS, QUESTION_SORTS, SCORE_SORTS } from '../../../../domain/scores/service';
import { FAST_AND_RIGHT, SAME_ANSWERS, SHARED_NUMBER } from '../../../../domain/scores/suspicious';
import { ApiError } from '../../../../errors';
import { restList, sendRange } from '../../../../http/simple-rest';

const tags = ['admin: scores'];
const REST = `ra-data-simple-rest list: ?filter={json}&range=[first,last] (500 at most)&sort=[field,ASC|DESC];
answers an array with Content-Range. Super managers only. 400 BAD names the bad parameter.`;

/** Scores, analytics and suspicious play (ours; the spec's super/scores and the manager score button). */
export default async function scoresRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const superOnly = app.requireRole('super');
  const scores = () => app.admin.scores;

  app.get(
    '/api/admin/super/scores/',
    {
      onRequest: superOnly,
      schema: {
        operationId: 'listScores',
        tags,
        summary: 'Results of finished plays',
        description: `${REST} filter {game_id?, user_id?, type? (solo|challenge), from?, to? (YYYY-MM-DD of the
start, both included)}; sort by ${SCORE_SORTS.join(', ')} (newest first by default).`,
        querystring: RestListQuery,
        response: { 200: Type.Array(ScoreRecord), '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const list = restList(request.query, ScoreFilter, { sortable: SCORE_SORTS });
      return sendRange(reply, 'scores', list, await scores().scores(list));
    },
  );

  app.get(
    '/api/admin/super/question-stats/',
    {
      onRequest: superOnly,
      schema: {
        operationId: 'listQuestionStats',
        tags,
        summary: 'How each question of a game fares',
        description: `${REST} filter {game_id} (required); sort by ${QUESTION_SORTS.join(', ')} (rank by default,
ascending). Each question: answers (times served), right_share, average_answer_ms over the answers that chose
something, gave_up (finished plays that stopped on it before the last question).`,
        querystring: RestListQuery,
        response: { 200: Type.Array(QuestionStats), '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      if (!request.query.filter) {
        throw new ApiError(400, 'BAD', { errors: { filter: 'validation.required' } });
      }
      const list = restList(request.query, QuestionStatsFilter, {
        sortable: QUESTION_SORTS,
        defaultOrder: 'asc',
        defaultLimit: 100,
      });
      return sendRange(reply, 'question-stats', list, await scores().questionStats(list));
    },
  );

  app.get(
    '/api/admin/super/manager-scores/',
    {
      onRequest: superOnly,
      schema: {
        operationId: 'listManagerScores',
        tags,
        summary: "What each manager's games made",
        description: `${REST} filter {user_id?}; sort by ${MANAGER_SORTS.join(', ')} (most plays first by default).
Each manager: games created, active games, plays of them, players who played them.`,
        querystring: RestListQuery,
        response: { 200: Type.Array(ManagerScore), '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const list = restList(request.query, ManagerScoreFilter, { sortable: MANAGER_SORTS });
      return sendRange(reply, 'manager-scores', list, await scores().managerScores(list));
    },
  );

  app.get(
    '/api/admin/super/suspicious-players/',
    {
      onRequest: superOnly,
      schema: {
        operationId: 'listSuspiciousPlayers',
        tags,
        summary: 'Players whose play looks wrong, with the evidence; nothing is done to them',
        description: `${REST} No filter; the most flagged first. Reasons: fast_and_right (at least
${FAST_AND_RIGHT.minAnswers} answers, ${FAST_AND_RIGHT.minRightShare * 100} % right or more, under
${FAST_AND_RIGHT.maxAverageMs} ms on average), shared_cashout_number (${SHARED_NUMBER.minAccounts} accounts or more
cashing out to one number), same_answers (two players of a challenge of the last ${SAME_ANSWERS.lookBackDays} days
choosing the same answers within ${SAME_ANSWERS.withinMs} ms on ${SAME_ANSWERS.minShare * 100} % of at least
${SAME_ANSWERS.minQuestions} questions).`,
        querystring: RestListQuery,
        response: { 200: Type.Array(SuspiciousPlayer), '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const list = restList(request.query, SuspiciousFilter, { sortable: ['id'] as const });
      return sendRange(reply, 'suspicious-players', list, await scores().suspicious(list));
    },
  );
}
