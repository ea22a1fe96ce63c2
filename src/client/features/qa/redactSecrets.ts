import { REDACTED } from './snapshotFormat';

/**
 * Fields whose text is a secret wherever they sit: the session token, a login answer, password forms, two-step
 * sign-in (the password step's challenge, its setup's key, address and QR code, recovery codes).
 */
const SECRET_FIELDS = new Set([
  'token',
  'access_token',
  'refresh_token',
  'password',
  'confirm_password',
  'current_password',
  'challenge',
  'code',
  'recoveryCodes',
  'manualKey',
  'uri',
  'qrSvg',
]);

/**
 * `code` is also what an error answer is about (`{ error: true, code: 'TWO_STEP_CODE_INVALID' }`, RTK Query's
 * `error.data`): the screen replays that error from it, and it is no secret. Only a `code` beside `error: true` stays.
 */
const isErrorAnswer = (holder: Record<string, unknown>) => holder.error === true;

/**
 * A copy of `state` with every secret replaced by REDACTED. The token is also replaced where it is part of
 * other text: RTK Query keys the validate-token cache entry by it (`validateToken("<token>")`), so the
 * replayed session, whose token is REDACTED, finds that entry under the same key.
 */
export function redactSecrets<T>(state: T, token: string | null): T {
  const scrub = (text: string) => (token ? text.split(token).join(REDACTED) : text);
  const secret = (field: string | undefined, holder: Record<string, unknown> | undefined) =>
    field !== undefined && SECRET_FIELDS.has(field) && !(field === 'code' && holder && isErrorAnswer(holder));
  const walk = (value: unknown, field?: string, holder?: Record<string, unknown>): unknown => {
    if (typeof value === 'string') return secret(field, holder) ? REDACTED : scrub(value);
    // A list of secrets (recovery codes) keeps its length, each one hidden.
    if (Array.isArray(value)) return value.map((item) => walk(item, secret(field, holder) ? field : undefined));
    if (typeof value === 'object' && value !== null) {
      const object = value as Record<string, unknown>;
      return Object.fromEntries(Object.entries(object).map(([key, item]) => [scrub(key), walk(item, key, object)]));
    }
    return value;
  };
  return walk(state) as T;
}
