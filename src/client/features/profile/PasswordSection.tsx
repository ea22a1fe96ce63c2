import Key from '@mui/icons-material/Key';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/common/routes';
import { ProfileSection } from './ProfileSection';

/** 'Password': the way to the page that changes it (the current password, then the new one). */
export function PasswordSection() {
  const { t } = useTranslation();
  return (
    <ProfileSection title={t('admin:profile.password.title')} intro={t('admin:profile.password.intro')}>
      <Box>
        <Button component={RouterLink} to={paths.admin.profilePassword} variant="outlined" startIcon={<Key />}>
          {t('admin:profile.password.change')}
        </Button>
      </Box>
    </ProfileSection>
  );
}
