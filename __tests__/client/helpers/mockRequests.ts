import { jwtDecode } from 'jwt-decode';
import type { TokenClaims } from '@/common/api/auth';
import { fail } from './envelope';

/** The signed-in user named by the bearer token, or undefined when there is none the mock accepts. */
export function bearerUser(request: Request): string | undefined {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
  if (!token) return undefined;
  try {
    return jwtDecode<TokenClaims>(token).username;
  } catch {
    return undefined;
  }
}

/** True when the request carries a bearer token the mock can read (the real server checks its signature). */
export const signedIn = (request: Request): boolean => Boolean(bearerUser(request));

/** The server's answer to an admin call without a valid token. */
export const unauthorized = () => fail(401, 'Invalid or expired token', 'UNAUTHORIZED');

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
