import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from './useDocumentTitle';

export interface Crumb {
  label: string;
  /** Crumbs without `to` are plain text (SPEC.md 2.1: PRODUCT and DETAIL are not links). */
  to?: string;
}

interface PageBannerProps {
  title: string;
  crumbs: Crumb[];
  /** The tab title when it is not the banner's: a detail page names its entity, as the server's head does. */
  documentTitle?: string;
}

/** The breadcrumb banner at the top of every public page; it also names the page in the tab title. */
export function PageBanner({ title, crumbs, documentTitle }: PageBannerProps) {
  const { t } = useTranslation();
  useDocumentTitle(documentTitle || title);
  return (
    <Box
      component="header"
      sx={{
        background: 'linear-gradient(120deg, #06414b 0%, #0b5d6b 55%, #3d8a96 100%)',
        color: 'common.white',
        py: { xs: 5, md: 7 },
      }}
    >
      <Container>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.6rem' }, letterSpacing: 1 }}>
          {title}
        </Typography>
        <Breadcrumbs aria-label={t('common:nav.breadcrumb')} sx={{ mt: 1, color: 'rgba(255,255,255,0.85)' }}>
          <Link component={RouterLink} to="/" color="inherit" underline="hover">
            {t('common:nav.home')}
          </Link>
          {crumbs.map((crumb) =>
            crumb.to ? (
              <Link key={crumb.label} component={RouterLink} to={crumb.to} color="inherit" underline="hover">
                {crumb.label}
              </Link>
            ) : (
              <Typography key={crumb.label} color="inherit" aria-current="page">
                {crumb.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      </Container>
    </Box>
  );
}
