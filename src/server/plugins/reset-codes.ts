import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createResetCodeService } from '../services/auth/reset-codes';
import { resolveJwtSecret } from '../services/auth/tokens';

/** `app.resetCodes`: one-time password codes, hashed with a key derived from the JWT secret, one mail a while per account. */
export default fp(async function resetCodes(app: FastifyInstance) {
  const secret = resolveJwtSecret(app.config.jwtSecret, app.config.dataDir);
  app.decorate(
    'resetCodes',
    createResetCodeService(app.repos.resetCodes, secret, {
      resendAfterSeconds: app.config.rateLimits.resetCodeResendSeconds,
    }),
  );
});
