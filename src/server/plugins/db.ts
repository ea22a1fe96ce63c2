import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { createRepositories } from '../repositories';

export interface DbPluginOptions {
  db: Db;
  /** Close the database when the app closes (false when the caller owns it, as tests do). */
  ownsDb: boolean;
}

export default fp<DbPluginOptions>(async function dbPlugin(app: FastifyInstance, { db, ownsDb }) {
  app.decorate('db', db);
  app.decorate('repos', createRepositories(db.kysely, app.images));
  if (ownsDb) app.addHook('onClose', () => db.destroy());
});
