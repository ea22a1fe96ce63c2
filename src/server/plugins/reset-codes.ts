import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAnonymousResetCodes } from '../services/auth/reset-code-mail';
import { createResetCodeService } from '../services/auth/reset-codes';
import { resolveJwtSecret } from '../services/auth/tokens';
import { siteContent } from '../services/site-content';

/**
 * `app.resetCodes`: one-time password codes, hashed with a key derived from the JWT secret, one mail a while per
 * account. `app.anonymousResetCodes`: code requests by e-mail address, handled after the answer.
 */
export default fp(async function resetCodes(app: FastifyInstance) {
  const secret = resolveJwtSecret(app.config.jwtSecret, app.config.dataDir);
  const codes = createResetCodeService(app.repos.resetCodes, secret, {
    resendAfterSeconds: app.config.rateLimits.resetCodeResendSeconds,
  });
  const content = siteContent(app.repos, app.config.site);
  const anonymous = createAnonymousResetCodes({
    codes,
    users: app.repos.users,
    mailer: app.mailer,
    company: async () => (await content.read('settings')).companyName,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  app.decorate('resetCodes', codes);
  app.decorate('anonymousResetCodes', anonymous);
  app.addHook('onClose', () => anonymous.idle());
});
