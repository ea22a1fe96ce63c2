import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { LOGOUT_FLAG_STORAGE_KEY, TOAST_AUTH_MS } from '../../../common/constants';
import { paths } from '../../../common/routes';
import { isServerAnswer } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useGetSiteQuery } from '../site/siteApi';
import { notify } from '../ui/uiSlice';
import { useLoginMutation } from './authApi';
import { signedIn } from './authSlice';
import { PasswordField } from './PasswordField';

/** /login: a split screen with the company on one side and the sign-in card on the other. */
export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector((state) => state.auth.token);
  const site = useGetSiteQuery().data;
  const [login, { isLoading }] = useLoginMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  useDocumentTitle(t('admin:login.title'));

  useEffect(() => {
    window.localStorage.removeItem(LOGOUT_FLAG_STORAGE_KEY);
  }, []);

  if (token && !isLoading) return <Navigate to={paths.admin.dashboard} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await login({ username: username.trim(), password });
    if ('data' in result && result.data) {
      dispatch(signedIn(result.data.token.access_token));
      dispatch(notify({ key: 'admin:login.success', variant: 'success', durationMs: TOAST_AUTH_MS }));
      navigate(paths.admin.dashboard, { replace: true });
      return;
    }
    const error = 'error' in result ? result.error : undefined;
    const status = error && 'status' in error ? error.status : undefined;
    const key = status === 429 ? 'admin:login.locked' : isServerAnswer(error) ? 'admin:login.failed' : 'admin:login.serverError';
    dispatch(notify({ key, variant: 'error', durationMs: TOAST_AUTH_MS }));
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
          p: 4,
          color: 'common.white',
          background: 'linear-gradient(135deg, #06414b 0%, #0b5d6b 60%, #3d8a96 100%)',
          minHeight: { xs: 200, md: 'auto' },
        }}
      >
        <Box component="img" src="/logo.svg" alt="" width={88} height={88} />
        <Typography variant="h4" component="p" sx={{ textAlign: 'center', fontSize: { xs: '1.5rem', md: '2.1rem' } }}>
          {site?.companyName}
        </Typography>
      </Box>
      <Box component="main" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}>
        <Box sx={{ width: '100%', maxWidth: 420 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <LanguageSwitch />
          </Box>
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
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    disabled={isLoading}
                    startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-label={t('common:state.sending')} /> : undefined}
                  >
                    {t('admin:login.submit')}
                  </Button>
                </Stack>
              </form>
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Box>
  );
}
