import { useCallback } from 'react';
import { passwordProblem } from '@/common/password-policy';
import { useTimedHint, type Hint } from './useTimedHint';

const strengthOf = (password: string): Hint => {
  const problem = passwordProblem(password);
  return problem
    ? { key: `admin:password.rules.${problem}`, tone: 'error' }
    : { key: 'admin:password.strong', tone: 'success' };
};

const matchOf = (password: string, confirmPassword: string): Hint =>
  password === confirmPassword
    ? { key: 'admin:password.match', tone: 'success' }
    : { key: 'admin:password.mismatch', tone: 'error' };

/**
 * The strength message of the new password (first broken rule, in SPEC.md 5 order) and the match message of
 * its confirmation, updated as the user types.
 */
export function usePasswordHints() {
  const [strength, showStrength] = useTimedHint();
  const [match, showMatch] = useTimedHint();

  const passwordTyped = useCallback(
    (password: string, confirmPassword: string) => {
      showStrength(password ? strengthOf(password) : null);
      if (confirmPassword) showMatch(matchOf(password, confirmPassword));
    },
    [showStrength, showMatch],
  );

  const confirmationTyped = useCallback(
    (password: string, confirmPassword: string) =>
      showMatch(confirmPassword ? matchOf(password, confirmPassword) : null),
    [showMatch],
  );

  /** On submit: shows what is wrong (even with empty fields) and tells whether the pair may be sent. */
  const validate = useCallback(
    (password: string, confirmPassword: string): boolean => {
      const problem = passwordProblem(password) !== undefined;
      const mismatch = password !== confirmPassword;
      if (problem) showStrength(strengthOf(password));
      if (mismatch) showMatch(matchOf(password, confirmPassword));
      return !problem && !mismatch;
    },
    [showStrength, showMatch],
  );

  return { strength, match, passwordTyped, confirmationTyped, validate };
}

export type PasswordHints = ReturnType<typeof usePasswordHints>;
