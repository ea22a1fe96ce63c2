import type { SessionToken } from '@/common/api/auth';
import type { UserRow } from '@/server/db/schema';
import type { SessionDevice, SessionsRepository } from '@/server/repositories/sessions-repository';
import type { TokenService } from './tokens';

/** A session started outside a browser's request (the command line, tests): no device to show. */
const NO_DEVICE: SessionDevice = { userAgent: '', address: '' };

/**
 * Server-side sessions: a sign-in opens one record and answers a token naming it. Every request checks that its
 * session is still open (plugins/auth.ts), so signing out, deactivation and a new password take effect on the next
 * request, on every process that shares the database.
 */
export function createSessionService(tokens: TokenService, sessions: SessionsRepository) {
  return {
    async start(user: UserRow, device: SessionDevice = NO_DEVICE, now = new Date()): Promise<SessionToken> {
      const expiresAt = new Date(now.getTime() + tokens.ttlSeconds * 1000).toISOString();
      const sessionId = await sessions.start(user.id, device, expiresAt, now.toISOString());
      const accessToken = await tokens.issue({
        userId: user.id,
        username: user.username,
        tokenVersion: user.token_version,
        sessionId,
      });
      return {
        token: { access_token: accessToken, token_type: 'Bearer', expires_in: tokens.ttlSeconds },
        language: user.language === 'id' || user.language === 'en' ? user.language : null,
      };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
