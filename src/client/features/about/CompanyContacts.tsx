import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
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
import { useGetSiteQuery } from '@/client/app/siteApi';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';

type Office = SiteSettings['headOffice'];

const telUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ height: '100%', p: 3, borderRadius: 3 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5, color: 'primary.main' }}>
        {icon}
        <Typography variant="h6" component="h3" sx={{ fontWeight: 800, color: 'text.primary', lineHeight: 1.3 }}>
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
    <ContactCard icon={icon} title={office.name}>
      <Typography component="address" sx={{ fontStyle: 'normal', color: 'text.secondary' }}>
        {office.address}
      </Typography>
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
    </ContactCard>
  );
}

/** Head office, branches, phones and e-mail addresses, all from the site settings. */
export function CompanyContacts() {
  const { t } = useTranslation();
  const { data: site, isLoading, error, refetch } = useGetSiteQuery();
  if (isLoading) return <Loading />;
  if (error || !site) {
    return <ErrorState message={t('public:errors.loading', { message: errorMessage(error, t) })} onRetry={refetch} />;
  }
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <OfficeCard office={site.headOffice} icon={<ApartmentOutlined aria-hidden />} />
      </Grid>
      {site.branches.map((branch) => (
        <Grid key={branch.name} size={{ xs: 12, md: 4 }}>
          <OfficeCard office={branch} icon={<StorefrontOutlined aria-hidden />} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 4 }}>
        <ContactCard icon={<MailOutline aria-hidden />} title={t('public:about.contacts.emails')}>
          <Box component="dl" sx={{ m: 0 }}>
            {Object.entries(site.emails).map(([kind, email]) => (
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
        </ContactCard>
      </Grid>
    </Grid>
  );
}
