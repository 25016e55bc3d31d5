import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BlockInput,
  ErrorAnswer,
  LedgerFilter,
  LedgerMovement,
  PlayerFilter,
  PlayerParams,
  PlayerPlay,
  PlayerPlaysFilter,
  PlayerRecord,
  PlayerSupport,
  RestListQuery,
} from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { type TSchema, Type } from 'typebox';
import { LEDGER_SORTS, PLAY_SORTS, PLAYER_SORTS } from '../../../../domain/players/support';
import { restList, sendRange } from '../../../../http/simple-rest';
import { currentUser } from '../../../../plugins/auth';

const tags = ['admin: players'];
const REST = `ra-data-simple-rest list: ?filter={json}&range=[first,last] (500 at most)&sort=[field,ASC|DESC];
answers an array with Content-Range. 400 BAD names the bad parameter; 404 INVALID_ID for an unknown player.`;

/** The schema of a list of one player's (ledger, plays): simple-rest, a page at a time. */
function playerList<T extends TSchema>(
  operationId: string,
  summary: string,
  description: string,
  item: T,
) {
  return {
    operationId,
    tags,
    summary,
    description: `${REST} ${description}`,
    params: PlayerParams,
    querystring: RestListQuery,
    response: { 200: Type.Array(item), '4xx': ErrorAnswer },
  };
}

/**
 * Player support (ours): payments and super managers read a player's account
 * to answer them; only a super manager blocks or unblocks it.
 */
export default async function playersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const readers = app.requireRole('super', 'payments');
  const superOnly = app.requireRole('super');
  const support = () => app.admin.players;

  app.get(
    '/api/admin/players/',
    {
      onRequest: readers,
      schema: {
        operationId: 'listPlayers',
        tags,
        summary: 'Find a player',
        description: `${REST} filter {q? (an id, a phone number in any written form, an e-mail or part of it, a
player, first or last name), blocked? (true|false)}; sort by ${PLAYER_SORTS.join(', ')}. Managers are not listed.`,
        querystring: RestListQuery,
        response: { 200: Type.Array(PlayerRecord), '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const list = restList(request.query, PlayerFilter, { sortable: PLAYER_SORTS });
      return sendRange(reply, 'players', list, await support().list(list.filter, list));
    },
  );

  app.get(
    '/api/admin/players/:id/',
    {
      onRequest: readers,
      schema: {
        operationId: 'getPlayer',
        tags,
        summary: 'A player’s account as support reads it',
        description: `Balances, friends, plays and challenges counted, limits and self-exclusion, failed logins of
the last 15 minutes (login_locked once they close logins), and the block for fraud if any. 404 INVALID_ID.`,
        params: PlayerParams,
        response: { 200: PlayerSupport, '4xx': ErrorAnswer },
      },
    },
    (request) => support().one(request.params.id),
  );

  app.get(
    '/api/admin/players/:id/ledger/',
    {
      onRequest: readers,
      schema: playerList(
        'listPlayerLedger',
        'Every movement of a player’s credits and gains',
        `filter {account? (credits|gains)}; sort by ${LEDGER_SORTS.join(', ')}, newest first.
Each movement: kind, signed amount, balance after it, reference (what caused it), time.`,
        LedgerMovement,
      ),
    },
    async (request, reply) => {
      const list = restList(request.query, LedgerFilter, { sortable: LEDGER_SORTS });
      return sendRange(
        reply,
        'ledger',
        list,
        await support().ledger(request.params.id, list.filter, list),
      );
    },
  );

  app.get(
    '/api/admin/players/:id/plays/',
    {
      onRequest: readers,
      schema: playerList(
        'listPlayerPlays',
        'A player’s plays, solo and in challenges',
        `filter {type? (solo|challenge)}; sort by ${PLAY_SORTS.join(', ')}, newest first.`,
        PlayerPlay,
      ),
    },
    async (request, reply) => {
      const list = restList(request.query, PlayerPlaysFilter, { sortable: PLAY_SORTS });
      return sendRange(
        reply,
        'plays',
        list,
        await support().plays(request.params.id, list.filter, list),
      );
    },
  );

  app.put(
    '/api/admin/players/:id/block/',
    {
      onRequest: superOnly,
      schema: {
        operationId: 'blockPlayer',
        tags,
        summary: 'Block an account for fraud (or change why)',
        description: `Body {reason (payment_fraud|multiple_accounts|cheating|account_theft), note? (managers only)}.
The player buys and stakes nothing more and is invited to no challenge (403 ACCOUNT_BLOCKED), is told why in their
language, and keeps their money, which they can still cash out. Audited. 400 BAD with errors by field.`,
        params: PlayerParams,
        body: BlockInput,
        response: { 200: PlayerSupport, '4xx': ErrorAnswer },
      },
    },
    (request) => support().block(currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/players/:id/block/',
    {
      onRequest: superOnly,
      schema: {
        operationId: 'unblockPlayer',
        tags,
        summary: 'Lift the block of an account',
        description:
          'The player may buy and play again and is told so. Audited; nothing happens if not blocked.',
        params: PlayerParams,
        response: { 200: PlayerSupport, '4xx': ErrorAnswer },
      },
    },
    (request) => support().unblock(currentUser(request).id, request.params.id),
  );
}
