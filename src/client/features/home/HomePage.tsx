import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../common/routes';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** The home page's hero: the company's promise and the two ways in. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('public:home.title'));
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{ background: 'linear-gradient(135deg, #06414b 0%, #0b5d6b 55%, #3d8a96 100%)', color: 'common.white', py: { xs: 8, md: 14 } }}
    >
      <Container>
        <Typography id="hero-title" variant="h2" component="h1" sx={{ fontSize: { xs: '2.2rem', md: '3.5rem' } }}>
          {t('public:home.hero.title')}
        </Typography>
        <Typography sx={{ mt: 2, maxWidth: 680, fontSize: { xs: '1.05rem', md: '1.25rem' }, opacity: 0.92 }}>
          {t('public:home.hero.text')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
          <Button component={RouterLink} to={paths.categories} variant="contained" color="secondary" size="large">
            {t('public:home.hero.getStarted')}
          </Button>
          <Button component={RouterLink} to={paths.about} variant="outlined" color="inherit" size="large">
            {t('public:home.hero.learnMore')}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
