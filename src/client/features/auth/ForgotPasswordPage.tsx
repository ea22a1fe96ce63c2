import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { paths } from '@/common/routes';
import { useAppDispatch } from '@/client/app/hooks';
import { showToast } from '@/client/app/ui/toast';
import { useDocumentTitle } from '@/client/components/useDocumentTitle';
import { AuthSplitScreen } from './AuthSplitScreen';
import { CodePasswordForm, type CodePasswordValues } from './CodePasswordForm';
import { emailProblem, type EmailProblem } from './emailProblem';
import { readForgotPasswordState } from './forgotPasswordState';
import { mailLanguage } from './mailLanguage';
import { useCheckEmailMutation, useResetPasswordWithCodeMutation } from './passwordApi';
import { codeChangeFailureKey, codeRequestFailureText, passwordFailure } from './passwordFailure';

/**
 * /forgetpass (public): the new password with the code mailed by /login's 'Reset Password'. The address comes
 * along in the location state; opened without it (e.g. from the mail's link) the page asks for it.
 */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const arrived = readForgotPasswordState(useLocation().state);
  const [email, setEmail] = useState(arrived.email ?? '');
  // The address the last code was asked for, as typed: the server does not say whether an account has it.
  const [recipient, setRecipient] = useState(arrived.email);
  const [problem, setProblem] = useState<EmailProblem>();
  const [checkEmail, checkState] = useCheckEmailMutation();
  const [resetPassword, resetState] = useResetPasswordWithCodeMutation();
  useDocumentTitle(t('admin:password.confirmTitle'));

  const emailIsValid = () => {
    const found = emailProblem(email);
    setProblem(found);
    return !found;
  };

  const sendCode = async () => {
    if (!emailIsValid()) return;
    const address = email.trim();
    const result = await checkEmail({ email: address, language: mailLanguage(i18n.resolvedLanguage) });
    if (!('error' in result)) {
      setRecipient(address);
      dispatch(showToast('admin:password.codeRequested', 'success', 'auth'));
      return;
    }
    const failure = passwordFailure(result.error);
    dispatch(showToast(codeRequestFailureText(failure, result.error), 'error', 'auth'));
  };

  const submit = async (values: CodePasswordValues) => {
    const result = await resetPassword({ email: email.trim(), ...values });
    if (!('error' in result)) {
      dispatch(showToast('admin:password.changed', 'success', 'auth'));
      void navigate(paths.login, { replace: true });
      return undefined;
    }
    const failure = passwordFailure(result.error);
    dispatch(showToast(codeChangeFailureKey(failure), 'error', 'auth'));
    return failure;
  };

  return (
    <AuthSplitScreen>
      <CodePasswordForm
        recipient={recipient}
        validateExtraFields={emailIsValid}
        onSendCode={sendCode}
        sendingCode={checkState.isLoading}
        onSubmit={submit}
        submitting={resetState.isLoading}
        footer={
          <Link component={RouterLink} to={paths.login} variant="body2" sx={{ alignSelf: 'center' }}>
            {t('admin:password.backToLogin')}
          </Link>
        }
      >
        {!arrived.email && (
          <TextField
            label={t('admin:password.email')}
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setProblem(undefined);
            }}
            autoComplete="email"
            required
            error={Boolean(problem)}
            helperText={
              problem ? t(problem === 'required' ? 'admin:password.emailRequired' : 'admin:password.emailInvalid') : ' '
            }
          />
        )}
      </CodePasswordForm>
    </AuthSplitScreen>
  );
}
