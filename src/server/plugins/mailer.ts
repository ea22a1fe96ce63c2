import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer } from '../services/mail/mailer';

/** `app.mailer`: SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox. */
export default fp(async function mailer(app: FastifyInstance) {
  const { config } = app;
  const instance = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
  });
  app.decorate('mailer', instance);
  app.addHook('onClose', async () => instance.close());
});
