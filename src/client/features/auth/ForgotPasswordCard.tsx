import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/common/routes';
import { useAppDispatch } from '@/client/app/hooks';
import { showToast } from '@/client/app/ui/toast';
import { emailProblem, type EmailProblem } from './emailProblem';
import type { ForgotPasswordState } from './forgotPasswordState';
import { mailLanguage } from './mailLanguage';
import { useCheckEmailMutation } from './passwordApi';
import { codeRequestFailureText, passwordFailure } from './passwordFailure';
import { ButtonSpinner } from '@/client/components/ButtonSpinner';

const problemKeys: Record<EmailProblem, string> = {
  required: 'admin:password.emailRequired',
  format: 'admin:password.emailInvalid',
};

export interface ForgotPasswordCardProps {
  onBack: () => void;
  emailRef?: Ref<HTMLInputElement>;
}

/** The back of /login's card: the e-mail to send a code to, then on to /forgetpass. */
export function ForgotPasswordCard({ onBack, emailRef }: ForgotPasswordCardProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const [checkEmail, { isLoading }] = useCheckEmailMutation();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<EmailProblem>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (found) return;
    const address = email.trim();
    const result = await checkEmail({ email: address, language: mailLanguage(i18n.resolvedLanguage) });
    if (!('error' in result)) {
      dispatch(showToast('admin:password.codeRequested', 'success', 'auth'));
      const state: ForgotPasswordState = { email: address };
      void navigate(paths.forgotPassword, { state });
      return;
    }
    const failure = passwordFailure(result.error);
    if (failure === 'rejected') {
      setProblem('format');
      return;
    }
    dispatch(showToast(codeRequestFailureText(failure, result.error), 'error', 'auth'));
  };

  return (
    <Card>
      <CardContent sx={{ p: 4 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
          {t('admin:password.resetTitle')}
        </Typography>
        <form onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <TextField
              label={t('admin:password.email')}
              type="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setProblem(undefined);
              }}
              autoComplete="email"
              inputRef={emailRef}
              id={fieldId}
              required
              error={Boolean(problem)}
              helperText={problem ? t(problemKeys[problem]) : undefined}
              // MUI names the helper text `${id}-helper-text`; the hint below describes the field as well.
              slotProps={{ htmlInput: { 'aria-describedby': problem ? `${fieldId}-helper-text ${hintId}` : hintId } }}
            />
            <Typography id={hintId} variant="body2" color="text.secondary">
              {t('admin:password.emailHint')}
            </Typography>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={isLoading}
              startIcon={isLoading ? <ButtonSpinner large label={t('common:state.sending')} /> : undefined}
            >
              {t('admin:password.resetSubmit')}
            </Button>
            <Link component="button" type="button" variant="body2" onClick={onBack} sx={{ alignSelf: 'center' }}>
              {t('admin:password.backToLogin')}
            </Link>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
