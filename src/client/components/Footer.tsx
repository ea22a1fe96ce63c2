import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SiteSettings } from '@/common/api/site';
import { LanguageSwitch } from './LanguageSwitch';
import { NAV_LINKS, NAVBAR_HEIGHT, SITE_LINKS_ID } from './Navbar';
import { socialLinks, whatsappUrl } from './siteLinks';

/** Stacked one-line links at least 24 px tall, so a finger finds the right one (WCAG 2.5.8). */
const TAP_TARGET = { display: 'inline-block', py: '2px' } as const;

/** Company, offices, phones, e-mails and the six section links, all from the site settings (undefined until read). */
export function Footer({ site }: { site: SiteSettings | undefined }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const whatsapp = site && whatsappUrl(site.whatsapp);
  const social = site ? socialLinks(site) : [];
  return (
    <Box component="footer" sx={{ bgcolor: '#0d2328', color: 'rgba(255,255,255,0.9)', pt: 6, pb: 3, mt: 8 }}>
      <Container>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
            '& > *': { minWidth: 0 },
            // On tablets the company spans the width, the offices and the links share the row under it.
            '& > :first-of-type': { gridColumn: { sm: '1 / -1', md: 'auto' } },
          }}
        >
          <div>
            <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
              {site?.companyName}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, opacity: 0.85 }}>
              {t('common:footer.tagline')}
            </Typography>
            {whatsapp && (
              <Typography variant="body2" sx={{ mt: 2 }}>
                <Link href={whatsapp} target="_blank" rel="noopener noreferrer" color="inherit" sx={TAP_TARGET}>
                  {t('public:site.whatsapp')}
                </Link>
              </Typography>
            )}
            {social.length > 0 && (
              <Box
                component="ul"
                aria-label={t('public:site.followUs')}
                sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}
              >
                {social.map((link) => (
                  <li key={link.network}>
                    <Link
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      color="inherit"
                      variant="body2"
                      sx={TAP_TARGET}
                    >
                      {t(`public:site.networks.${link.network}`, { defaultValue: link.network })}
                    </Link>
                  </li>
                ))}
              </Box>
            )}
          </div>
          <div>
            {site &&
              [site.headOffice, ...site.branches].map((office, index) => (
                <Box key={index} sx={{ mb: 2 }}>
                  <Typography variant="subtitle2" component="p" lang={office.fallback?.name} sx={{ fontWeight: 700 }}>
                    {office.name}
                  </Typography>
                  <Typography variant="body2" lang={office.fallback?.address}>
                    {office.address}
                  </Typography>
                  {office.openingHours && (
                    <Typography variant="body2">
                      {t('public:site.openingHours')}:{' '}
                      <span lang={office.fallback?.openingHours}>{office.openingHours}</span>
                    </Typography>
                  )}
                  {office.phones.map((phone) => (
                    <Typography key={phone} variant="body2">
                      <Link href={`tel:${phone.replace(/\s+/g, '')}`} color="inherit" sx={TAP_TARGET}>
                        {phone}
                      </Link>
                    </Typography>
                  ))}
                  {office.mapUrl && (
                    <Typography variant="body2">
                      <Link
                        href={office.mapUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        color="inherit"
                        aria-label={`${t('public:site.map')}: ${office.name}`}
                        sx={TAP_TARGET}
                      >
                        {t('public:site.map')}
                      </Link>
                    </Typography>
                  )}
                </Box>
              ))}
            {site && (
              <Box>
                {Object.entries(site.emails)
                  .filter(([, email]) => email !== '')
                  .map(([kind, email]) => (
                    <Typography key={kind} variant="body2">
                      {t(`common:footer.email.${kind}`)}:{' '}
                      <Link href={`mailto:${email}`} color="inherit" sx={TAP_TARGET}>
                        {email}
                      </Link>
                    </Typography>
                  ))}
              </Box>
            )}
          </div>
          <div>
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700, mb: 1 }}>
              {t('common:footer.explore')}
            </Typography>
            <Box
              component="nav"
              id={SITE_LINKS_ID}
              aria-label={t('common:footer.explore')}
              sx={{ scrollMarginTop: NAVBAR_HEIGHT }}
            >
              {NAV_LINKS.map((link) => (
                <Link
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  color="inherit"
                  underline="hover"
                  sx={{ display: 'block', py: 0.5 }}
                >
                  {t(link.key)}
                </Link>
              ))}
              {/* Phones see the top bar's switch only inside the menu, which needs the app: here it works without. */}
              <Box sx={{ display: { xs: 'block', md: 'none' }, mt: 1 }}>
                <LanguageSwitch />
              </Box>
            </Box>
          </div>
        </Box>
        <Typography variant="caption" component="p" sx={{ mt: 4, opacity: 0.7, textAlign: 'center' }}>
          © {year} {site?.companyName}. {t('common:footer.rights')}
        </Typography>
      </Container>
    </Box>
  );
}
