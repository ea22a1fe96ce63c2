import { jwtDecode } from 'jwt-decode';
import type { TokenClaims } from '@/common/api/auth';
import { DEFAULT_STAFF_ROLE, isStaffRole, type StaffRole } from '@/common/staff-access';
import { fail } from './envelope';

/** What the test tokens carry (session.ts): the real server looks the role up by the user instead. */
type TestTokenClaims = TokenClaims & { role?: unknown };

/** The claims of the request's bearer token, or undefined when there is none the mock can read. */
function bearerClaims(request: Request): TestTokenClaims | undefined {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
  if (!token) return undefined;
  try {
    return jwtDecode<TestTokenClaims>(token);
  } catch {
    return undefined;
  }
}

/** The signed-in user named by the bearer token, or undefined when there is none the mock accepts. */
export const bearerUser = (request: Request): string | undefined => bearerClaims(request)?.username;

/** The signed-in user's role, as the test token says (an administrator when it does not). */
export function bearerRole(request: Request): StaffRole {
  const role = bearerClaims(request)?.role;
  return isStaffRole(role) ? role : DEFAULT_STAFF_ROLE;
}

/** True when the request carries a bearer token the mock can read (the real server checks its signature). */
export const signedIn = (request: Request): boolean => Boolean(bearerUser(request));

/** The server's answer to an admin call without a valid token. */
export const unauthorized = () => fail(401, 'Invalid or expired token', 'UNAUTHORIZED');

/** The server's answer to an admin call the user's role may not make. */
export const forbidden = () => fail(403, 'You are not allowed to do this', 'FORBIDDEN');

/** A text field of a multipart form, '' when missing. */
export const formText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** True when the form carries a non-empty file under `name`. */
export const hasFile = (form: FormData, name: string): boolean => {
  const value = form.get(name);
  return typeof value === 'object' && value !== null && value.size > 0;
};
