/** The basic pattern of SPEC.md 5: something, an @, something, a dot, something; no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type EmailProblem = 'required' | 'format';

export function emailProblem(email: string): EmailProblem | undefined {
  if (!email.trim()) return 'required';
  return EMAIL_PATTERN.test(email.trim()) ? undefined : 'format';
}
