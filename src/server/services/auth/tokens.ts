import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  username: string;
  tokenVersion: number;
}

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

/** Issues and checks HS256 access tokens; a token without an expiry is refused. */
export function createTokenService(secret: Uint8Array, ttlSeconds: number) {
  return {
    ttlSeconds,
    async issue({ userId, username, tokenVersion }: AccessClaims): Promise<string> {
      return new SignJWT({ username, tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret);
    },
    async verify(token: string): Promise<AccessClaims> {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
        const userId = userIdOf(payload.sub);
        if (userId === undefined || typeof payload.username !== 'string' || !Number.isInteger(payload.tv)) {
          throw new TokenError('invalid');
        }
        return { userId, username: payload.username, tokenVersion: payload.tv as number };
      } catch (error) {
        if (error instanceof TokenError) throw error;
        throw new TokenError(error instanceof errors.JWTExpired ? 'expired' : 'invalid');
      }
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
