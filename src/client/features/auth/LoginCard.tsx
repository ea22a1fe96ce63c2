import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/common/routes';
import { useAppDispatch } from '@/client/app/hooks';
import { showToast } from '@/client/app/ui/toast';
import type { SessionToken } from '@/common/api/auth';
import { isTwoStepChallenge, useLoginMutation } from './authApi';
import { signedIn } from '@/client/app/authSlice';
import { useChooseLanguage } from '@/client/components/useChooseLanguage';
import { loginFailureText } from './loginFailure';
import { PasswordField } from './PasswordField';
import { ButtonSpinner } from '@/client/components/ButtonSpinner';
import { TwoStepLoginStep } from './TwoStepLoginStep';

export interface LoginCardProps {
  onForgotPassword: () => void;
  forgotPasswordRef?: Ref<HTMLButtonElement>;
}

/**
 * The front of /login's card: username, password, 'Login', and 'Lupa Password?' that turns the card over. An account
 * that signs in with two steps then gets the second step on the same card: a code, 'Verify', and 'Back'.
 */
export function LoginCard({ onForgotPassword, forgotPasswordRef }: LoginCardProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const chooseLanguage = useChooseLanguage();
  const [login, { isLoading }] = useLoginMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // The password step's proof while the second step is shown; never kept beyond this card.
  const [challenge, setChallenge] = useState<string | null>(null);

  const enter = (session: SessionToken) => {
    dispatch(signedIn(session.token.access_token));
    // The language the user set on their profile, if any, is the back office's from now on.
    if (session.language && session.language !== i18n.language) void chooseLanguage(session.language);
    dispatch(showToast('admin:login.success', 'success', 'auth'));
    void navigate(paths.admin.dashboard, { replace: true });
  };

  /** The password step again, its username kept: a new challenge needs the password again. */
  const backToPassword = () => setChallenge(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await login({ username: username.trim(), password });
    if ('data' in result && result.data) {
      if (!isTwoStepChallenge(result.data)) {
        enter(result.data);
        return;
      }
      // The password has done its part: the challenge stands for it now.
      setChallenge(result.data.two_step.challenge);
      setPassword('');
      return;
    }
    const error = 'error' in result ? result.error : undefined;
    dispatch(showToast(loginFailureText(error), 'error', 'auth'));
  };

  return (
    <Card>
      <CardContent sx={{ p: 4 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800, mb: challenge ? 1 : 3 }}>
          {t(challenge ? 'admin:login.twoStep.title' : 'admin:login.title')}
        </Typography>
        {challenge ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {t('admin:login.twoStep.signingInAs', { username: username.trim() })}
            </Typography>
            <TwoStepLoginStep
              challenge={challenge}
              onSignedIn={enter}
              onExpired={backToPassword}
              onBack={backToPassword}
            />
          </>
        ) : (
          <form onSubmit={submit}>
            <Stack spacing={2}>
              <TextField
                label={t('admin:login.username')}
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                autoComplete="username"
                required
                // Back from the second step, the username is there already: the password is what to type.
                autoFocus={!username}
              />
              <PasswordField
                label={t('admin:login.password')}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                autoComplete="current-password"
                required
                autoFocus={Boolean(username)}
              />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={onForgotPassword}
                  ref={forgotPasswordRef}
                >
                  {t('admin:password.forgotLink')}
                </Link>
              </Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={isLoading}
                startIcon={isLoading ? <ButtonSpinner large label={t('common:state.sending')} /> : undefined}
              >
                {t('admin:login.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
