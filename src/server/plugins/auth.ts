import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../errors';
import { createSessionService } from '../services/auth/sessions';
import { createTokenService, resolveJwtSecret, TokenError } from '../services/auth/tokens';
import { twoStepRequired } from '../services/auth/two-step';

const SESSION_EXPIRED = 'Session expired. Please log in again.';
/** How stale a session's 'last seen' may get before a request writes it again (one write a minute, not one a request). */
const LAST_SEEN_EVERY_MS = 60_000;

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw unauthorized('No token found. Please log in again.');
  return match[1]!;
}

export default fp(async function auth(app: FastifyInstance) {
  const { config } = app;
  app.decorate(
    'tokens',
    createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir), config.tokenTtlSeconds),
  );
  app.decorate('sessions', createSessionService(app.tokens, app.repos.sessions));

  app.decorate('authenticate', async (request: FastifyRequest) => {
    let claims;
    try {
      claims = await app.tokens.verify(bearerToken(request));
    } catch (error) {
      if (error instanceof TokenError) throw unauthorized(SESSION_EXPIRED);
      throw error;
    }
    // The session and the account as they are now, read on every request: signing out, deactivation, a new password
    // or role apply from the next request on every process.
    const owner = await app.repos.sessions.findOwner(claims.userId, claims.sessionId);
    const user = owner?.user;
    if (
      !owner ||
      !user ||
      user.deactivated_at ||
      user.token_version !== claims.tokenVersion ||
      user.username !== claims.username
    ) {
      throw unauthorized(SESSION_EXPIRED);
    }
    if (Date.now() - Date.parse(owner.lastSeenAt) >= LAST_SEEN_EVERY_MS) {
      await app.repos.sessions.touch(claims.sessionId);
    }
    request.user = {
      id: user.id,
      username: user.username,
      role: user.role,
      sessionId: claims.sessionId,
      twoStepSetupRequired: !user.two_step_secret && twoStepRequired(owner.twoStepPolicy, user.role),
    };
  });
});
