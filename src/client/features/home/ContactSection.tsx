import MailOutline from '@mui/icons-material/MailOutline';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@/common/api/site';
import { mailtoUrl } from '@/common/mailto';
import { useGetSiteQuery } from '@/client/app/siteApi';
import { OutlinedTextField } from '@/client/components/OutlinedTextField';
import { ContactSentNotice } from './ContactSentNotice';
import { SectionHeading } from './SectionHeading';

const telUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Where a message can also go directly: the two addresses the form writes to and the head office phone. */
function DirectContacts({ site }: { site: SiteSettings }) {
  const { t } = useTranslation();
  const emails = [site.emails.general, site.emails.sales].filter(Boolean);
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('public:home.contact.intro')}</Typography>
      {emails.map((email) => (
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
    </Stack>
  );
}

/**
 * 'CONTACT US': the visitor's name and message go into a new message in their own mail program, addressed to
 * the general and sales contacts. Nothing is sent to the server.
 */
export function ContactSection() {
  const { t } = useTranslation();
  const site = useGetSiteQuery().data;
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [sentMessage, setSentMessage] = useState<string>();
  const complete = name.trim() !== '' && message.trim() !== '';

  const openMail = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || !site) return;
    const url = mailtoUrl([site.emails.general, site.emails.sales].filter(Boolean), {
      subject: t('public:home.contact.subject', { name: name.trim() }),
      body: message.trim(),
    });
    window.open(url, '_blank', 'noopener');
    setSentMessage(message.trim());
    setName('');
    setMessage('');
  };

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
              <Box component="form" noValidate onSubmit={openMail} aria-labelledby="contact-title">
                <Stack spacing={2.5}>
                  <OutlinedTextField
                    label={t('public:home.contact.name')}
                    value={name}
                    onChange={(event) => setName(event.target.value)}
                    autoComplete="name"
                  />
                  <OutlinedTextField
                    label={t('public:home.contact.message')}
                    value={message}
                    onChange={(event) => setMessage(event.target.value)}
                    multiline
                    minRows={5}
                  />
                  <Box>
                    <Button type="submit" variant="contained" size="large" disabled={!complete || !site}>
                      {t('public:home.contact.submit')}
                    </Button>
                  </Box>
                  {sentMessage && site && (
                    <ContactSentNotice
                      message={sentMessage}
                      addresses={[site.emails.general, site.emails.sales].filter(Boolean)}
                    />
                  )}
                </Stack>
              </Box>
            </Paper>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
