import { REDACTED } from './snapshotFormat';

/** Fields whose text is a secret wherever they sit: the session token, a login answer, password forms. */
const SECRET_FIELDS = new Set([
  'token',
  'access_token',
  'refresh_token',
  'password',
  'confirm_password',
  'current_password',
]);

/**
 * A copy of `state` with every secret replaced by REDACTED. The token is also replaced where it is part of
 * other text: RTK Query keys the validate-token cache entry by it (`validateToken("<token>")`), so the
 * replayed session, whose token is REDACTED, finds that entry under the same key.
 */
export function redactSecrets<T>(state: T, token: string | null): T {
  const scrub = (text: string) => (token ? text.split(token).join(REDACTED) : text);
  const walk = (value: unknown, field?: string): unknown => {
    if (typeof value === 'string') return field && SECRET_FIELDS.has(field) ? REDACTED : scrub(value);
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [scrub(key), walk(item, key)]));
    }
    return value;
  };
  return walk(state) as T;
}
