import { passwordProblem, type PasswordProblem } from '@/common/password-policy';
import { PASSWORD_ERROR_CODES } from '@/common/password-errors';
import { FIELD_PROBLEMS } from '@/common/api/error-codes';
import { PASSWORD_MIN_LENGTH } from '@/common/constants';
import { HttpError } from '@/server/errors';

const ruleMessages: Record<PasswordProblem, string> = {
  tooShort: `The password is too short (at least ${PASSWORD_MIN_LENGTH} characters).`,
  noUppercase: 'The password needs at least one capital letter.',
  noLowercase: 'The password needs at least one lowercase letter.',
  noDigit: 'The password needs at least one digit.',
  noSymbol: 'The password needs at least one symbol (e.g. !@#$%^&*).',
};

/**
 * The server's copy of the browser's checks (SPEC.md 5, same rules in the same order): 400 naming the first
 * broken rule in `fields.password`, or 400 when the confirmation differs.
 */
export function assertNewPassword(password: string, confirmPassword: string): void {
  const problem = passwordProblem(password);
  if (problem) {
    throw new HttpError(400, PASSWORD_ERROR_CODES.weakPassword, ruleMessages[problem], {
      password: FIELD_PROBLEMS[problem],
    });
  }
  if (password !== confirmPassword) {
    throw new HttpError(400, PASSWORD_ERROR_CODES.mismatch, 'The password and its confirmation differ.', {
      confirm_password: FIELD_PROBLEMS.mismatch,
    });
  }
}
