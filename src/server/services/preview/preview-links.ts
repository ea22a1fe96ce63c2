import crypto from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { PREVIEW_KINDS, type PreviewKind } from '@/common/api/previews';

/** What a valid preview link lets its holder read: one item, drafts included. */
export interface PreviewGrant {
  kind: PreviewKind;
  id: number;
}

export type PreviewCheck = { ok: true; grant: PreviewGrant } | { ok: false; reason: 'expired' | 'invalid' };

const PURPOSE = 'preview';

/**
 * Signed preview links: an HS256 token naming one item and its expiry, under a key of its own derived from the
 * site's secret (so no access token passes for a preview and no preview for an access token).
 */
export function createPreviewLinks(jwtSecret: Uint8Array, ttlSeconds: number) {
  const key = crypto.createHmac('sha256', jwtSecret).update('preview-links/v1').digest();
  return {
    ttlSeconds,
    async sign(grant: PreviewGrant, now = Date.now()): Promise<{ token: string; expiresAt: string }> {
      const expiresAt = Math.floor(now / 1000) + ttlSeconds;
      const token = await new SignJWT({ kind: grant.kind, id: grant.id, purpose: PURPOSE })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
    },
    async check(token: string): Promise<PreviewCheck> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        const { kind, id, purpose } = payload;
        if (purpose !== PURPOSE || !PREVIEW_KINDS.includes(kind as PreviewKind) || !Number.isSafeInteger(id))
          return { ok: false, reason: 'invalid' };
        return { ok: true, grant: { kind: kind as PreviewKind, id: id as number } };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

export type PreviewLinks = ReturnType<typeof createPreviewLinks>;
