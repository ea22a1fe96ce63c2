import { PASSWORD_MIN_LENGTH } from './constants';

export const PASSWORD_SYMBOLS = '!@#$%^&*(),.?":{}|<>';

/** The rules of SPEC.md section 5, in the order the browser reports them. Keys name the messages. */
const rules: Array<{ key: PasswordProblem; passes: (password: string) => boolean }> = [
  { key: 'tooShort', passes: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { key: 'noUppercase', passes: (p) => /[A-Z]/.test(p) },
  { key: 'noLowercase', passes: (p) => /[a-z]/.test(p) },
  { key: 'noDigit', passes: (p) => /\d/.test(p) },
  { key: 'noSymbol', passes: (p) => [...p].some((char) => PASSWORD_SYMBOLS.includes(char)) },
];

export type PasswordProblem = 'tooShort' | 'noUppercase' | 'noLowercase' | 'noDigit' | 'noSymbol';

/** The first rule `password` breaks, or undefined when it is strong enough. */
export function passwordProblem(password: string): PasswordProblem | undefined {
  return rules.find((rule) => !rule.passes(password))?.key;
}
