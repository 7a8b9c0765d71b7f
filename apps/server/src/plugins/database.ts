import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Makes the database available to routes; closes it after the server has drained. */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; closeOnShutdown: boolean }) => {
    app.decorate('database', opts.database);
    if (opts.closeOnShutdown) {
      app.addHook('onClose', async () => {
        await opts.database.close();
      });
    }
  },
);
