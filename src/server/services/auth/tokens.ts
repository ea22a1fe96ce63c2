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

/** Issues and checks HS256 access tokens. */
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
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.username !== 'string' || typeof payload.tv !== 'number') {
          throw new TokenError('invalid');
        }
        return { userId, username: payload.username, tokenVersion: payload.tv };
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
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}
