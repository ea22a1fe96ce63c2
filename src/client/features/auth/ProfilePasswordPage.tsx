import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '@/common/routes';
import { useAppDispatch, useAppSelector } from '@/client/app/hooks';
import { showToast } from '@/client/app/ui/toast';
import { useDocumentTitle } from '@/client/components/useDocumentTitle';
import { signedIn } from '@/client/app/authSlice';
import { NewPasswordFields } from './NewPasswordFields';
import { useChangeOwnPasswordMutation } from './passwordApi';
import { passwordFailure, signInLockedText } from './passwordFailure';
import { PasswordField } from './PasswordField';
import { usePasswordHints } from './usePasswordHints';
import { ButtonSpinner } from '@/client/components/ButtonSpinner';

type CurrentPasswordProblem = 'required' | 'wrong';

/**
 * /admin/profile/password: the current password (DESIGN.md 7.5), the new one and its confirmation. The change
 * revokes every older token; the server answers a fresh one and the user stays signed in with it.
 */
export function ProfilePasswordPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const username = useAppSelector((state) => state.auth.username) ?? '';
  const [changePassword, { isLoading }] = useChangeOwnPasswordMutation();
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentProblem, setCurrentProblem] = useState<CurrentPasswordProblem>();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const hints = usePasswordHints();
  useDocumentTitle(t('admin:password.confirmTitle'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const currentGiven = currentPassword.length > 0;
    setCurrentProblem(currentGiven ? undefined : 'required');
    if (!hints.validate(password, confirmPassword) || !currentGiven) return;
    const result = await changePassword({
      username,
      current_password: currentPassword,
      password,
      confirm_password: confirmPassword,
    });
    if ('data' in result && result.data) {
      dispatch(signedIn(result.data.token.access_token));
      dispatch(showToast('admin:password.changeSuccess', 'success', 'auth'));
      void navigate(paths.admin.dashboard);
      return;
    }
    const failure = passwordFailure(result.error);
    if (failure === 'wrongCurrentPassword') setCurrentProblem('wrong');
    if (failure === 'signInLocked') {
      dispatch(showToast(signInLockedText(result.error), 'error', 'auth'));
      return;
    }
    const key =
      failure === 'serverError' || failure === 'notFound'
        ? 'admin:password.changeServerError'
        : failure === 'tooMany'
          ? 'admin:password.tooMany'
          : 'admin:password.changeFailed';
    dispatch(showToast(key, 'error', 'auth'));
  };

  return (
    <Box sx={{ maxWidth: 520 }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
            {t('admin:password.confirmTitle')}
          </Typography>
          <form onSubmit={submit} noValidate>
            <Stack spacing={2}>
              <PasswordField
                label={t('admin:password.currentPassword')}
                value={currentPassword}
                onChange={(event) => {
                  setCurrentPassword(event.target.value);
                  setCurrentProblem(undefined);
                }}
                autoComplete="current-password"
                required
                error={Boolean(currentProblem)}
                helperText={
                  currentProblem
                    ? t(currentProblem === 'wrong' ? 'admin:password.currentWrong' : 'admin:password.currentRequired')
                    : ' '
                }
              />
              <NewPasswordFields
                password={password}
                confirmPassword={confirmPassword}
                onPasswordChange={setPassword}
                onConfirmPasswordChange={setConfirmPassword}
                hints={hints}
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={isLoading}
                startIcon={isLoading ? <ButtonSpinner large label={t('common:state.sending')} /> : undefined}
              >
                {t('admin:password.submit')}
              </Button>
              <Button component={RouterLink} to={paths.admin.dashboard}>
                {t('admin:password.backToDashboard')}
              </Button>
            </Stack>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
