import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/common/routes';
import { AdminPageHeader } from '@/client/components/AdminPageHeader';

/**
 * What every back-office screen but the user's own account shows, in the admin frame, while the site requires
 * two-step sign-in of them and they have not set it up: what to do, and the way to their profile to do it.
 */
export function TwoStepSetupNotice() {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeader title={t('admin:profile.setupRequired.title')} />
      <Alert severity="warning" sx={{ mb: 3, maxWidth: 720 }}>
        <Typography>{t('admin:profile.setupRequired.description')}</Typography>
      </Alert>
      <Button component={RouterLink} to={paths.admin.profile} variant="contained">
        {t('admin:profile.setupRequired.action')}
      </Button>
    </>
  );
}
