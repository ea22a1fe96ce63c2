import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/common/routes';
import { useGetSiteQuery } from '@/client/features/siteContent/siteApi';
import { LanguageSwitch } from '@/client/components/LanguageSwitch';
import { useContentLanguage } from '@/client/app/hooks';

/** /login and /forgetpass: the company on one side, the card on the other (stacked on small screens). */
export function AuthSplitScreen({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const site = useGetSiteQuery({ language: useContentLanguage() }).data;
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
      <Box
        component="main"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}
      >
        <Box sx={{ width: '100%', maxWidth: 460 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
            <Link
              component={RouterLink}
              to={paths.home}
              underline="hover"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <ArrowBack fontSize="small" aria-hidden />
              {t('admin:login.backToSite')}
            </Link>
            <LanguageSwitch />
          </Box>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
