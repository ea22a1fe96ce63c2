import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '@/common/routes';
import { useAppDispatch } from '@/client/app/hooks';
import { showToast } from '@/client/app/ui/toast';
import { useDocumentTitle } from '@/client/components/useDocumentTitle';
import { signedIn } from '@/client/app/authSlice';
import { CodePasswordForm, type CodePasswordValues } from './CodePasswordForm';
import { mailLanguage } from './mailLanguage';
import { useChangePasswordWithCodeMutation, useSendCodeMutation } from './passwordApi';
import { codeChangeFailureKey, codeRequestFailureText, passwordFailure, waitSecondsOf } from './passwordFailure';
import { useCountdown } from './useCountdown';

/**
 * /admin/changepw: the signed-in user's new password with a code mailed to their own address. The change
 * revokes every older token; the server answers a fresh one and the user stays signed in with it.
 */
export function ChangePasswordWithCodePage() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [recipient, setRecipient] = useState<string>();
  const [sendCode, sendState] = useSendCodeMutation();
  const [changePassword, changeState] = useChangePasswordWithCodeMutation();
  useDocumentTitle(t('admin:password.confirmTitle'));

  const [resendWait, startResendWait] = useCountdown();

  const requestCode = async () => {
    const result = await sendCode({ language: mailLanguage(i18n.resolvedLanguage) });
    if ('data' in result && result.data) {
      setRecipient(result.data.user.email);
      dispatch(showToast('admin:password.codeSent', 'success', 'auth'));
      return;
    }
    const failure = passwordFailure(result.error);
    if (failure === 'codeRecentlySent') startResendWait(waitSecondsOf(result.error)!);
    dispatch(showToast(codeRequestFailureText(failure, result.error), 'error', 'auth'));
  };

  const submit = async (values: CodePasswordValues) => {
    const result = await changePassword(values);
    if ('data' in result && result.data) {
      dispatch(signedIn(result.data.token.access_token));
      dispatch(showToast('admin:password.changed', 'success', 'auth'));
      void navigate(paths.admin.dashboard);
      return undefined;
    }
    const failure = passwordFailure(result.error);
    dispatch(showToast(codeChangeFailureKey(failure), 'error', 'auth'));
    return failure;
  };

  return (
    <Box sx={{ maxWidth: 520 }}>
      <CodePasswordForm
        recipient={recipient}
        onSendCode={requestCode}
        sendingCode={sendState.isLoading}
        resendWaitSeconds={resendWait}
        onSubmit={submit}
        submitting={changeState.isLoading}
        footer={
          <Button component={RouterLink} to={paths.admin.dashboard}>
            {t('admin:password.backToDashboard')}
          </Button>
        }
      />
    </Box>
  );
}
