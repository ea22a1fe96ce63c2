import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/common/routes';
import { errorMessage, isStatus, type ApiError } from '@/client/api/errors';
import { useAppDispatch } from '@/client/app/hooks';
import { showToast } from '@/client/app/ui/toast';
import { ButtonSpinner } from '@/client/components/ButtonSpinner';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { useDocumentTitle } from '@/client/components/useDocumentTitle';
import { useQueryParam } from '@/client/components/useQueryParam';
import { AuthSplitScreen } from './AuthSplitScreen';
import { useAcceptInvitationMutation, useGetInvitationQuery } from './invitationApi';
import { NewPasswordFields } from './NewPasswordFields';
import { passwordFailure } from './passwordFailure';
import { usePasswordHints } from './usePasswordHints';

/** The answer of a link that was used, replaced by a newer one or is too old. */
const GONE = 410;

/** The link is no good: spent, replaced or too old (410), or not one the server could have made (400). */
const linkRefused = (error: ApiError) => isStatus(error, GONE) || isStatus(error, 400);

/** The page's card: its heading, then what it says or asks. */
function InvitationCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** 'Sign in': where the invitee goes once their password is set (or was set before). */
function SignInLink({ label }: { label: string }) {
  return (
    <Button component={RouterLink} to={paths.login} variant="contained" size="large" fullWidth>
      {label}
    </Button>
  );
}

/**
 * /invitation?token=… (public, the link of the invitation mail): greets the invited colleague with their username and
 * asks for a first password twice, with the rules and hints of every password form; then leads to the sign-in. A
 * link that is missing, used, replaced by a newer one or too old says so and asks for nothing.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [token] = useQueryParam('token');
  // Read afresh on each visit: a link spent meanwhile must not greet from the cache.
  const invitation = useGetInvitationQuery(token, { skip: !token, refetchOnMountOrArgChange: true });
  const [accept, { isLoading: submitting }] = useAcceptInvitationMutation();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [outcome, setOutcome] = useState<'accepted' | 'gone'>();
  const hints = usePasswordHints();
  useDocumentTitle(t('admin:invitation.title'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!hints.validate(password, confirmPassword)) return;
    const result = await accept({ token, password, confirm_password: confirmPassword });
    if (!('error' in result)) {
      setOutcome('accepted');
      return;
    }
    if (isStatus(result.error, GONE)) {
      setOutcome('gone');
      return;
    }
    const failure = passwordFailure(result.error);
    const key =
      failure === 'rejected'
        ? 'admin:invitation.rejected'
        : failure === 'tooMany' || failure === 'signInLocked' || failure === 'codeRecentlySent'
          ? 'admin:password.tooMany'
          : 'admin:invitation.serverError';
    dispatch(showToast(key, 'error', 'auth'));
  };

  const content = () => {
    if (outcome === 'accepted') {
      return (
        <InvitationCard title={t('admin:invitation.doneTitle')}>
          <Stack spacing={3}>
            <Alert severity="success">
              {t('admin:invitation.done', { username: invitation.data?.username ?? '' })}
            </Alert>
            <SignInLink label={t('admin:invitation.signIn')} />
          </Stack>
        </InvitationCard>
      );
    }
    if (outcome === 'gone' || !token || linkRefused(invitation.error)) {
      return (
        <InvitationCard title={t('admin:invitation.invalidTitle')}>
          <Stack spacing={3}>
            <Alert severity="warning">{t('admin:invitation.invalid')}</Alert>
            <Button component={RouterLink} to={paths.login}>
              {t('admin:password.backToLogin')}
            </Button>
          </Stack>
        </InvitationCard>
      );
    }
    if (invitation.error) {
      return (
        <InvitationCard title={t('admin:invitation.title')}>
          <ErrorState message={errorMessage(invitation.error, t)} onRetry={() => void invitation.refetch()} />
        </InvitationCard>
      );
    }
    if (!invitation.data) return <Loading label={t('admin:invitation.checking')} />;
    const { name, username } = invitation.data;
    return (
      <InvitationCard title={t('admin:invitation.title')}>
        <Typography sx={{ fontWeight: 600 }}>{t('admin:invitation.welcome', { name, username })}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          {t('admin:invitation.intro')}
        </Typography>
        <form onSubmit={submit} noValidate>
          <Stack spacing={2}>
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
              disabled={submitting}
              startIcon={submitting ? <ButtonSpinner large label={t('common:state.sending')} /> : undefined}
            >
              {t('admin:invitation.submit')}
            </Button>
          </Stack>
        </form>
      </InvitationCard>
    );
  };

  return <AuthSplitScreen>{content()}</AuthSplitScreen>;
}
