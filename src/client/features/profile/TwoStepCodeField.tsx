import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { TwoStepCode } from '@/common/api/auth';
import { OTP_LENGTH } from '@/common/constants';

/** Which codes the field takes: the app's six digits only, or a recovery code too. */
export type CodeKind = 'app' | 'appOrRecovery';

/** A code as sent: without the spaces a reader may type between groups. */
export const cleanCode = (code: string) => code.replace(/\s+/g, '');

/**
 * What is wrong with `code` before it is sent (the translation key), or undefined: an app's code is six digits; any
 * other is only checked for being long enough to be one (the server judges it).
 */
export function codeProblem(code: string, kind: CodeKind): string | undefined {
  const clean = cleanCode(code);
  if (kind === 'app')
    return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(clean) ? undefined : 'admin:profile.code.incomplete';
  return clean.length >= (TwoStepCode.minLength ?? 1) ? undefined : 'admin:profile.code.required';
}

interface TwoStepCodeFieldProps {
  kind: CodeKind;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the code, said under the field. */
  error?: string;
  autoFocus?: boolean;
}

/** The field of a code of the authenticator app (digits, filled in by the phone's keyboard or password manager). */
export function TwoStepCodeField({ kind, value, onChange, error, autoFocus }: TwoStepCodeFieldProps) {
  const { t } = useTranslation();
  const app = kind === 'app';
  return (
    <TextField
      label={t(app ? 'admin:profile.code.app' : 'admin:profile.code.appOrRecovery')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoFocus={autoFocus}
      autoComplete="one-time-code"
      required
      error={Boolean(error)}
      helperText={error ?? (app ? undefined : t('admin:profile.code.recoveryHint'))}
      slotProps={{
        htmlInput: {
          // The form checks the code itself and says what is wrong in words.
          required: false,
          'aria-required': true,
          inputMode: app ? 'numeric' : 'text',
          maxLength: app ? OTP_LENGTH + 2 : TwoStepCode.maxLength,
          spellCheck: false,
          autoCapitalize: 'off',
        },
      }}
      sx={{ '& input': { fontFamily: 'monospace', letterSpacing: '0.15em' } }}
    />
  );
}
