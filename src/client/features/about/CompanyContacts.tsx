import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@/common/api/site';
import { mailtoUrl } from '@/common/mailto';
import { errorMessage } from '@/client/api/errors';
import { socialLinks, whatsappUrl } from '@/client/components/siteLinks';
import { useGetSiteQuery } from '@/client/features/siteContent/siteApi';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { useContentLanguage } from '@/client/app/hooks';

type Office = SiteSettings['headOffice'];

const telUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Read by screen readers, not shown: says which office a repeated link belongs to. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface ContactCardProps {
  icon: ReactNode;
  title: string;
  titleLang?: string;
  children: ReactNode;
}

function ContactCard({ icon, title, titleLang, children }: ContactCardProps) {
  return (
    <Paper variant="outlined" sx={{ height: '100%', p: 3, borderRadius: 3 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5, color: 'primary.main' }}>
        {icon}
        <Typography
          variant="h6"
          component="h3"
          lang={titleLang}
          sx={{ fontWeight: 800, color: 'text.primary', lineHeight: 1.3 }}
        >
          {title}
        </Typography>
      </Stack>
      {children}
    </Paper>
  );
}

function OfficeCard({ office, icon }: { office: Office; icon: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ContactCard icon={icon} title={office.name} titleLang={office.fallback?.name}>
      <Typography
        component="address"
        lang={office.fallback?.address}
        sx={{ fontStyle: 'normal', color: 'text.secondary', whiteSpace: 'pre-line' }}
      >
        {office.address}
      </Typography>
      {office.openingHours && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 1.5 }}>
          <AccessTimeOutlined fontSize="small" color="primary" aria-hidden sx={{ mt: 0.25 }} />
          <Typography variant="body2">
            <Box component="span" sx={{ fontWeight: 700 }}>
              {t('public:site.openingHours')}:
            </Box>{' '}
            <span lang={office.fallback?.openingHours}>{office.openingHours}</span>
          </Typography>
        </Stack>
      )}
      {office.phones.length > 0 && (
        <Box
          component="ul"
          aria-label={t('public:about.contacts.phones')}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
        >
          {office.phones.map((phone) => (
            <Stack component="li" key={phone} direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.25 }}>
              <PhoneOutlined fontSize="small" color="primary" aria-hidden />
              <Link href={telUrl(phone)}>{phone}</Link>
            </Stack>
          ))}
        </Box>
      )}
      {office.mapUrl && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <MapOutlined fontSize="small" color="primary" aria-hidden />
          <Link href={office.mapUrl} target="_blank" rel="noopener noreferrer">
            {t('public:site.map')}
            <Box component="span" sx={visuallyHidden}>{` (${office.name})`}</Box>
          </Link>
        </Stack>
      )}
    </ContactCard>
  );
}

/** Head office, branches, phones and e-mail addresses, all from the site settings. */
export function CompanyContacts() {
  const { t } = useTranslation();
  const { data: site, isLoading, error, refetch } = useGetSiteQuery({ language: useContentLanguage() });
  if (isLoading) return <Loading />;
  if (error || !site) {
    return <ErrorState message={t('public:errors.loading', { message: errorMessage(error, t) })} onRetry={refetch} />;
  }
  const whatsapp = whatsappUrl(site.whatsapp);
  const social = socialLinks(site);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <OfficeCard office={site.headOffice} icon={<ApartmentOutlined aria-hidden />} />
      </Grid>
      {site.branches.map((branch, index) => (
        <Grid key={index} size={{ xs: 12, md: 4 }}>
          <OfficeCard office={branch} icon={<StorefrontOutlined aria-hidden />} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 4 }}>
        <ContactCard icon={<MailOutline aria-hidden />} title={t('public:about.contacts.emails')}>
          <Box component="dl" sx={{ m: 0 }}>
            {Object.entries(site.emails)
              .filter(([, email]) => email !== '')
              .map(([kind, email]) => (
                <Box key={kind} sx={{ py: 0.5 }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t(`common:footer.email.${kind}`)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    <Link href={mailtoUrl(email)}>{email}</Link>
                  </Typography>
                </Box>
              ))}
          </Box>
          {whatsapp && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1.5 }}>
              <WhatsApp fontSize="small" color="primary" aria-hidden />
              <Link href={whatsapp} target="_blank" rel="noopener noreferrer">
                {t('public:site.whatsapp')}
              </Link>
            </Stack>
          )}
          {social.length > 0 && (
            <Box component="ul" aria-label={t('public:site.followUs')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
              {social.map((link) => (
                <Box component="li" key={link.network} sx={{ py: 0.25 }}>
                  <Link href={link.url} target="_blank" rel="noopener noreferrer">
                    {t(`public:site.networks.${link.network}`, { defaultValue: link.network })}
                  </Link>
                </Box>
              ))}
            </Box>
          )}
        </ContactCard>
      </Grid>
    </Grid>
  );
}
