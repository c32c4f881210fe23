import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { checkDatabase } from '../db/index.ts';
import { errorBody } from '../../shared/errors.ts';

/** GET /healthz: 200 when the database answers, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance, opts: { db: Kysely<Database> }) {
  app.get('/healthz', async (_req, reply) => {
    try {
      await checkDatabase(opts.db);
      return reply.header('cache-control', 'no-store').send({ status: 'ok', database: 'ok' });
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'error', database: 'unreachable', ...errorBody('databaseUnavailable') });
    }
  });
}
