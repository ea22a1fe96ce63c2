import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/common/routes';
import { AdminPageHeader } from '@/client/components/AdminPageHeader';

/** What a back-office screen shows, in the admin frame, to a user whose role may not open it. */
export function NotAllowedPage() {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeader title={t('admin:notAllowed.title')} />
      <Typography sx={{ mb: 3 }}>{t('admin:notAllowed.description')}</Typography>
      <Button component={RouterLink} to={paths.admin.dashboard} variant="contained">
        {t('admin:notAllowed.backToDashboard')}
      </Button>
    </>
  );
}
