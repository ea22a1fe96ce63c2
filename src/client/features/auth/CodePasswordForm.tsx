import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@/common/constants';
import { NewPasswordFields } from './NewPasswordFields';
import { emptyCode, OtpInput } from './OtpInput';
import type { PasswordFailure } from './passwordFailure';
import { usePasswordHints } from './usePasswordHints';
import { ButtonSpinner } from '@/client/components/ButtonSpinner';

export interface CodePasswordValues {
  code: string;
  password: string;
  confirm_password: string;
}

export interface CodePasswordFormProps {
  /** The masked address the last code went to, when known. */
  recipient?: string;
  /** Fields above the passwords (the e-mail address on /forgetpass when it did not come along). */
  children?: ReactNode;
  /** Checks those fields on submit; false stops the submit. */
  validateExtraFields?: () => boolean;
  onSendCode: () => void;
  sendingCode: boolean;
  /** Seconds until the server takes another code request; the button waits them out, counting down. */
  resendWaitSeconds?: number;
  /** Sends the change; answers what went wrong, if anything. */
  onSubmit: (values: CodePasswordValues) => Promise<PasswordFailure | undefined>;
  submitting: boolean;
  footer?: ReactNode;
}

/**
 * 'Konfirmasi Ganti Password' of /forgetpass and /admin/changepw: new password and confirmation with their
 * messages, the six code boxes, a button that asks the server for a new code, and Submit.
 */
export function CodePasswordForm(props: CodePasswordFormProps) {
  const { recipient, children, validateExtraFields, onSendCode, sendingCode, onSubmit, submitting, footer } = props;
  const resendWait = props.resendWaitSeconds ?? 0;
  const { t } = useTranslation();
  const ids = useId();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [digits, setDigits] = useState(emptyCode);
  const [codeIncomplete, setCodeIncomplete] = useState(false);
  const hints = usePasswordHints();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = digits.join('');
    const codeComplete = new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
    const extraOk = validateExtraFields?.() ?? true;
    const passwordsOk = hints.validate(password, confirmPassword);
    setCodeIncomplete(!codeComplete);
    if (!extraOk || !passwordsOk || !codeComplete) return;
    const failure = await onSubmit({ code, password, confirm_password: confirmPassword });
    if (failure === 'invalidCode') setDigits(emptyCode());
  };

  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
          {t('admin:password.confirmTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }} aria-live="polite">
          {recipient ? t('admin:password.codeSentTo', { email: recipient }) : t('admin:password.codeIntro')}
        </Typography>
        <form onSubmit={submit} noValidate>
          <Stack spacing={2}>
            {children}
            <NewPasswordFields
              password={password}
              confirmPassword={confirmPassword}
              onPasswordChange={setPassword}
              onConfirmPasswordChange={setConfirmPassword}
              hints={hints}
            />
            <Stack spacing={1}>
              <Typography id={`${ids}-otp-label`} variant="subtitle2" component="p">
                {t('admin:password.otpLabel')}
              </Typography>
              <OtpInput
                digits={digits}
                onChange={(next) => {
                  setDigits(next);
                  if (next.every(Boolean)) setCodeIncomplete(false);
                }}
                labelledBy={`${ids}-otp-label`}
                describedBy={codeIncomplete ? `${ids}-otp-error` : undefined}
                error={codeIncomplete}
              />
              {codeIncomplete && (
                <FormHelperText id={`${ids}-otp-error`} error>
                  {t('admin:password.otpIncomplete')}
                </FormHelperText>
              )}
            </Stack>
            <Button
              variant="outlined"
              onClick={onSendCode}
              disabled={sendingCode || resendWait > 0}
              startIcon={sendingCode ? <ButtonSpinner large label={t('common:state.sending')} /> : undefined}
            >
              {resendWait > 0 ? t('admin:password.sendCodeIn', { seconds: resendWait }) : t('admin:password.sendCode')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={submitting}
              startIcon={submitting ? <ButtonSpinner large label={t('common:state.sending')} /> : undefined}
            >
              {t('admin:password.submit')}
            </Button>
            {footer}
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
