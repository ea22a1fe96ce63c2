import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@/common/api/error-codes';
import type { SessionToken } from '@/common/api/auth';
import { useAppDispatch } from '@/client/app/hooks';
import { showToast, type ToastText } from '@/client/app/ui/toast';
import { ButtonSpinner } from '@/client/components/ButtonSpinner';
import { useLoginTwoStepMutation } from './authApi';
import { twoStepFailure } from './loginFailure';

/** The longest code the server reads (src/common/api/auth.ts TwoStepCode). */
const CODE_MAX_LENGTH = 16;
const CODE_PATTERN = /^[0-9A-Za-z -]+$/;
/** Six digits, or a recovery code: dashes and spaces do not count. */
const CODE_MIN_CHARACTERS = 6;

/** Whether `code` can be a code at all; the server alone knows whether it is the right one. */
const looksLikeCode = (code: string) =>
  code.length <= CODE_MAX_LENGTH && CODE_PATTERN.test(code) && code.replace(/[ -]/g, '').length >= CODE_MIN_CHARACTERS;

const CODE_INVALID: ToastText = { key: `admin:errorCodes.${ERROR_CODES.twoStepCodeInvalid}` };

export interface TwoStepLoginStepProps {
  /** The password step's proof, sent with the code. */
  challenge: string;
  onSignedIn: (session: SessionToken) => void;
  /** The challenge is too old: the password step again (its error is already said). */
  onExpired: () => void;
  onBack: () => void;
}

/**
 * The second step of /login's card for an account that signs in with two steps: one code, either the authenticator
 * app's six digits or a recovery code. A wrong code is said under the field and the step stays; a challenge too old
 * sends the user back to the password step.
 */
export function TwoStepLoginStep({ challenge, onSignedIn, onExpired, onBack }: TwoStepLoginStepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [verify, { isLoading }] = useLoginTwoStepMutation();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<ToastText>();
  const codeRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const hintId = useId();

  const refuse = (text: ToastText) => {
    setProblem(text);
    codeRef.current?.select();
    codeRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!looksLikeCode(typed)) {
      refuse(CODE_INVALID);
      return;
    }
    const result = await verify({ challenge, code: typed });
    if ('data' in result && result.data) {
      onSignedIn(result.data);
      return;
    }
    const failure = twoStepFailure('error' in result ? result.error : undefined);
    if (failure.kind === 'codeInvalid') {
      refuse(failure.text);
      return;
    }
    dispatch(showToast(failure.text, 'error', 'auth'));
    if (failure.kind === 'challengeExpired') onExpired();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <TextField
          label={t('admin:login.twoStep.code')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setProblem(undefined);
          }}
          autoComplete="one-time-code"
          inputRef={codeRef}
          id={fieldId}
          required
          autoFocus
          error={Boolean(problem)}
          helperText={problem ? t(problem.key, problem.params) : undefined}
          // MUI names the helper text `${id}-helper-text`; the hint below describes the field as well.
          slotProps={{
            htmlInput: {
              // Text, not numeric: a recovery code has letters, which a phone's number pad cannot type.
              inputMode: 'text',
              maxLength: CODE_MAX_LENGTH,
              autoCapitalize: 'none',
              spellCheck: false,
              'aria-describedby': problem ? `${fieldId}-helper-text ${hintId}` : hintId,
            },
            formHelperText: { role: 'alert' },
          }}
        />
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t('admin:login.twoStep.hint')}
        </Typography>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isLoading}
          startIcon={isLoading ? <ButtonSpinner large label={t('common:state.sending')} /> : undefined}
        >
          {t('admin:login.twoStep.verify')}
        </Button>
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={onBack}
          disabled={isLoading}
          sx={{ alignSelf: 'center' }}
        >
          {t('admin:login.twoStep.back')}
        </Link>
      </Stack>
    </form>
  );
}
