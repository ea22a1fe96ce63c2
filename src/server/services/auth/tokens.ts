import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

export interface AccessClaims {
  userId: number;
  username: string;
  tokenVersion: number;
  /** The server-side session (staff_sessions) the token belongs to: it must still be open when the token is used. */
  sessionId: number;
}

/** Proof that a password was right, to be completed with a code of the second step within CHALLENGE_TTL_SECONDS. */
export interface ChallengeClaims {
  userId: number;
  tokenVersion: number;
}

export const CHALLENGE_TTL_SECONDS = 5 * 60;
const CHALLENGE_PURPOSE = 'two-step';

export class TokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'Token expired' : 'Invalid token');
  }
}

/** The user id a `sub` claim names, written exactly as issue() writes it (no sign, spaces, exponent or zeros first). */
function userIdOf(sub: string | undefined): number | undefined {
  if (!sub || !/^[1-9]\d{0,15}$/.test(sub)) return undefined;
  const id = Number(sub);
  return Number.isSafeInteger(id) ? id : undefined;
}

const positiveInteger = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/**
 * Issues and checks HS256 access tokens and two-step challenges; a token without an expiry is refused, and neither
 * kind passes for the other (an access token names a session, a challenge its purpose).
 */
export function createTokenService(secret: Uint8Array, ttlSeconds: number) {
  const claimsOf = async (token: string): Promise<JWTPayload & { userId: number; tokenVersion: number }> => {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
      const userId = userIdOf(payload.sub);
      if (userId === undefined || !Number.isInteger(payload.tv)) throw new TokenError('invalid');
      return { ...payload, userId, tokenVersion: payload.tv as number };
    } catch (error) {
      if (error instanceof TokenError) throw error;
      throw new TokenError(error instanceof errors.JWTExpired ? 'expired' : 'invalid');
    }
  };
  return {
    ttlSeconds,
    async issue({ userId, username, tokenVersion, sessionId }: AccessClaims): Promise<string> {
      return new SignJWT({ username, tv: tokenVersion, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret);
    },
    async verify(token: string): Promise<AccessClaims> {
      const claims = await claimsOf(token);
      if (typeof claims.username !== 'string' || !positiveInteger(claims.sid) || claims.purpose !== undefined) {
        throw new TokenError('invalid');
      }
      return {
        userId: claims.userId,
        username: claims.username,
        tokenVersion: claims.tokenVersion,
        sessionId: claims.sid,
      };
    },
    async issueChallenge({ userId, tokenVersion }: ChallengeClaims): Promise<string> {
      return new SignJWT({ purpose: CHALLENGE_PURPOSE, tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${CHALLENGE_TTL_SECONDS}s`)
        .sign(secret);
    },
    async verifyChallenge(token: string): Promise<ChallengeClaims> {
      const claims = await claimsOf(token);
      if (claims.purpose !== CHALLENGE_PURPOSE) throw new TokenError('invalid');
      return { userId: claims.userId, tokenVersion: claims.tokenVersion };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/**
 * The signing secret: `JWT_SECRET` when set (required when several processes share a database), else a
 * random one generated once into the data directory, readable only by its owner.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}
