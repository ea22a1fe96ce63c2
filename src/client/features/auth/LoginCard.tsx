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
import { useLoginMutation } from './authApi';
import { signedIn } from '@/client/app/authSlice';
import { loginFailureText } from './loginFailure';
import { PasswordField } from './PasswordField';
import { ButtonSpinner } from '@/client/components/ButtonSpinner';

export interface LoginCardProps {
  onForgotPassword: () => void;
  forgotPasswordRef?: Ref<HTMLButtonElement>;
}

/** The front of /login's card: username, password, 'Login', and 'Lupa Password?' that turns the card over. */
export function LoginCard({ onForgotPassword, forgotPasswordRef }: LoginCardProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await login({ username: username.trim(), password });
    if ('data' in result && result.data) {
      dispatch(signedIn(result.data.token.access_token));
      dispatch(showToast('admin:login.success', 'success', 'auth'));
      void navigate(paths.admin.dashboard, { replace: true });
      return;
    }
    const error = 'error' in result ? result.error : undefined;
    dispatch(showToast(loginFailureText(error), 'error', 'auth'));
  };

  return (
    <Card>
      <CardContent sx={{ p: 4 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
          {t('admin:login.title')}
        </Typography>
        <form onSubmit={submit}>
          <Stack spacing={2}>
            <TextField
              label={t('admin:login.username')}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              autoComplete="username"
              required
              autoFocus
            />
            <PasswordField
              label={t('admin:login.password')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              required
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Link component="button" type="button" variant="body2" onClick={onForgotPassword} ref={forgotPasswordRef}>
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
      </CardContent>
    </Card>
  );
}
