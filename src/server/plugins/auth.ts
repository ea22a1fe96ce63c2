import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../errors';
import { createTokenService, resolveJwtSecret, TokenError } from '../services/auth/tokens';

const SESSION_EXPIRED = 'Session expired. Please log in again.';

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

  app.decorate('authenticate', async (request: FastifyRequest) => {
    let claims;
    try {
      claims = await app.tokens.verify(bearerToken(request));
    } catch (error) {
      if (error instanceof TokenError) throw unauthorized(SESSION_EXPIRED);
      throw error;
    }
    const user = await app.repos.users.findById(claims.userId);
    if (
      !user ||
      user.deactivated_at ||
      user.token_version !== claims.tokenVersion ||
      user.username !== claims.username
    ) {
      throw unauthorized(SESSION_EXPIRED);
    }
    request.user = { id: user.id, username: user.username, role: user.role };
  });
});
