/**
 * What /login's 'Reset Password' hands to /forgetpass in the router's location state (kept across a reload, and
 * never in the URL, so the address stays out of server logs).
 */
export interface ForgotPasswordState {
  /** The address the code was asked for, as typed. */
  email?: string;
}

export function readForgotPasswordState(state: unknown): ForgotPasswordState {
  if (!state || typeof state !== 'object') return {};
  const { email } = state as Record<string, unknown>;
  return typeof email === 'string' ? { email } : {};
}
