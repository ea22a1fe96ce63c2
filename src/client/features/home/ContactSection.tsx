import MailOutline from '@mui/icons-material/MailOutline';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@/common/api/site';
import { mailtoUrl } from '@/common/mailto';
import { useGetSiteQuery } from '@/client/features/siteContent/siteApi';
import { WhatsAppLink } from '@/client/components/WhatsAppLink';
import { ContactForm } from './ContactForm';
import { SectionHeading } from './SectionHeading';
import { useContentLanguage } from '@/client/app/hooks';

const telUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The addresses that read the form's messages. */
const contactAddresses = (site: SiteSettings) => [site.emails.general, site.emails.sales].filter(Boolean);

/** Where a message can also go directly: the addresses the form writes to, the head office phones and WhatsApp. */
function DirectContacts({ site }: { site: SiteSettings }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('public:home.contact.intro')}</Typography>
      {contactAddresses(site).map((email) => (
        <Stack key={email} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <MailOutline color="primary" aria-hidden />
          <Link href={mailtoUrl(email)} sx={{ overflowWrap: 'anywhere' }}>
            {email}
          </Link>
        </Stack>
      ))}
      {site.headOffice.phones.map((phone) => (
        <Stack key={phone} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <PhoneOutlined color="primary" aria-hidden />
          <Link href={telUrl(phone)}>{phone}</Link>
        </Stack>
      ))}
      <WhatsAppLink text={t('public:enquiry.whatsapp.text')} />
    </Stack>
  );
}

/** 'CONTACT US': the form that sends the company a message, and the company's own addresses beside it. */
export function ContactSection() {
  const { t } = useTranslation();
  const site = useGetSiteQuery({ language: useContentLanguage() }).data;

  return (
    <Box component="section" aria-labelledby="contact-title" sx={{ py: { xs: 6, md: 9 } }}>
      <Container>
        <SectionHeading
          id="contact-title"
          title={t('public:home.contact.title')}
          lead={t('public:home.contact.lead')}
        />
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 5 }}>{site && <DirectContacts site={site} />}</Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3 }}>
              <ContactForm addresses={site ? contactAddresses(site) : []} />
            </Paper>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
