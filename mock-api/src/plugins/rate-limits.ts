import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { databaseRateStore } from '../http/rate-store';

/**
 * The rate limiter that sensitive routes opt into (http/rate-limits.ts), off
 * by default. Its counts live where every instance sees them: in Redis when
 * REDIS_URL is given, else in the database. Never in memory: the memory store
 * keeps one count per route, where routes sharing a limit must count together.
 */
export default fp<{ config: Config; pgSchema?: string }>(
  async (app: FastifyInstance, { config, pgSchema }) => {
    if (config.REDIS_URL) {
      // Loaded only here: a server without Redis does not pay for its client at each start.
      const { Redis } = await import('ioredis');
      // A limit must not hang a login: give up quickly when Redis does not answer.
      const redis = new Redis(config.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
      app.addHook('onClose', async () => {
        await redis.quit();
      });
      await app.register(rateLimit, {
        global: false,
        redis,
        nameSpace: `quiz-rate-limit:${deploymentOf(config, pgSchema)}:`,
      });
    } else {
      await app.register(rateLimit, { global: false, store: databaseRateStore(app.db) });
    }
  },
  { name: 'rate-limits', dependencies: ['database'] },
);

/**
 * The instances that share a database are one deployment and share their
 * counts; another deployment on the same Redis server (a staging copy, say)
 * counts apart. Named by a digest, so no database address reaches Redis.
 */
function deploymentOf(config: Config, pgSchema: string | undefined): string {
  const database = config.DATABASE_URL ?? config.DATA_DIR;
  return createHash('sha256')
    .update(`${database}|${pgSchema ?? ''}`)
    .digest('hex')
    .slice(0, 16);
}
