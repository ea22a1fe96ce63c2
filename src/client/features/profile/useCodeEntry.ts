import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanCode, codeProblem, type CodeKind } from './TwoStepCodeField';

/**
 * A code being typed into a dialog: what is wrong with it, whether the form found it before sending or the server
 * said it (which stands until the code changes), and the code to send once it passes the form's check.
 */
export function useCodeEntry(kind: CodeKind, serverError: string | undefined) {
  const { t } = useTranslation();
  const [code, setCodeState] = useState('');
  const [problem, setProblem] = useState<string>();
  const [changedSinceSubmit, setChangedSinceSubmit] = useState(false);

  const setCode = (value: string) => {
    setCodeState(value);
    setProblem(undefined);
    setChangedSinceSubmit(true);
  };

  /** The code to send, or undefined after saying what is wrong with it. */
  const submitted = (): string | undefined => {
    const found = codeProblem(code, kind);
    setProblem(found);
    setChangedSinceSubmit(false);
    return found ? undefined : cleanCode(code);
  };

  const error = problem ? t(problem) : changedSinceSubmit ? undefined : serverError;
  return { code, setCode, error, submitted };
}
