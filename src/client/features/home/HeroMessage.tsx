import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { HomeContent } from '@/common/api/home';
import { paths } from '@/common/routes';
import { Reveal } from '@/client/components/Reveal';
import { visuallyHidden } from '@/client/theme/visuallyHidden';
import { HERO_REVEAL } from './motion';

/**
 * The home page's hero: the company's promise and the two ways in. Its texts are the home page's own; until they
 * arrive, or when one was never written, the site's default words stand in.
 */
export function HeroMessage({ texts }: { texts?: HomeContent['texts'] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        background: 'linear-gradient(135deg, #06414b 0%, #0b5d6b 55%, #3d8a96 100%)',
        color: 'common.white',
        py: { xs: 6, md: 10 },
      }}
    >
      <Container>
        <Reveal duration={HERO_REVEAL.duration} delay={HERO_REVEAL.delay}>
          <Typography
            id="hero-title"
            variant="h2"
            component="h1"
            lang={texts?.heroTitle ? texts.fallback?.heroTitle : undefined}
            sx={{ fontSize: { xs: '2.1rem', md: '3.4rem' } }}
          >
            {texts?.heroTitle || t('public:home.hero.title')}
          </Typography>
          <Typography
            lang={texts?.heroText ? texts.fallback?.heroText : undefined}
            sx={{ mt: 2, maxWidth: 680, fontSize: { xs: '1.05rem', md: '1.25rem' }, opacity: 0.92 }}
          >
            {texts?.heroText || t('public:home.hero.text')}
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mt: 4 }}>
            <Button component={RouterLink} to={paths.categories} variant="contained" color="secondary" size="large">
              {t('public:home.hero.getStarted')}
            </Button>
            <Button
              component={RouterLink}
              to={paths.about}
              variant="outlined"
              color="inherit"
              size="large"
              sx={{ borderColor: 'rgba(255,255,255,0.7)' }}
            >
              {t('public:home.hero.learnMore')}
              {/* The visible text stays SPEC.md's; the link's name says where it leads. */}
              <Box component="span" sx={visuallyHidden}>
                {` ${t('public:home.hero.learnMoreTarget')}`}
              </Box>
            </Button>
          </Box>
        </Reveal>
      </Container>
    </Box>
  );
}
