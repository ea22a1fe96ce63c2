import type { TextFieldProps } from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';
import type { PasswordHints } from './usePasswordHints';
import type { Hint } from './useTimedHint';

/** A field's message under it, announced politely; green for success, red for a problem. */
function hintProps(hint: Hint | null, t: TFunction): Partial<TextFieldProps> {
  return {
    error: hint?.tone === 'error',
    helperText: hint ? t(hint.key) : ' ',
    slotProps: {
      formHelperText: {
        'aria-live': 'polite',
        sx: hint?.tone === 'success' ? { color: 'success.main' } : undefined,
      } as object,
    },
  };
}

export interface NewPasswordFieldsProps {
  password: string;
  confirmPassword: string;
  onPasswordChange: (password: string) => void;
  onConfirmPasswordChange: (confirmPassword: string) => void;
  hints: PasswordHints;
}

/** New Password with its strength message and Confirm Password with its match message (SPEC.md 5). */
export function NewPasswordFields({
  password,
  confirmPassword,
  onPasswordChange,
  onConfirmPasswordChange,
  hints,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t('admin:password.newPassword')}
        value={password}
        onChange={(event) => {
          onPasswordChange(event.target.value);
          hints.passwordTyped(event.target.value, confirmPassword);
        }}
        autoComplete="new-password"
        required
        {...hintProps(hints.strength, t)}
      />
      <PasswordField
        label={t('admin:password.confirmPassword')}
        value={confirmPassword}
        onChange={(event) => {
          onConfirmPasswordChange(event.target.value);
          hints.confirmationTyped(password, event.target.value);
        }}
        autoComplete="new-password"
        required
        {...hintProps(hints.match, t)}
      />
    </>
  );
}
