import MailOutline from '@mui/icons-material/MailOutline';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { mailtoUrl } from '@/common/mailto';
import { paths } from '@/common/routes';
import { companyTimeZone } from '@/common/time-zone';
import { useAppSelector, useContentLanguage } from '@/client/app/hooks';
import { useGetSiteQuery } from '@/client/features/siteContent/siteApi';
import { EmptyState } from '@/client/components/EmptyState';
import { PageBanner } from '@/client/components/PageBanner';
import { WhatsAppLink } from '@/client/components/WhatsAppLink';
import { wrapLongWords } from '@/client/theme/textWrap';
import { QuoteRequestForm } from './QuoteRequestForm';

/** Beside the form: other ways to ask, and the way back to pick more products. */
function OtherWaysToAsk({ salesEmail }: { salesEmail: string }) {
  const { t } = useTranslation();
  const items = useAppSelector((state) => state.enquiry.items);
  const names = items.map((item) => item.name);
  return (
    <Paper variant="outlined" component="aside" aria-labelledby="quote-other-ways" sx={{ p: 3, borderRadius: 3 }}>
      <Stack spacing={2}>
        <Typography id="quote-other-ways" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          {t('public:enquiry.quote.otherWays')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('public:enquiry.quote.otherWaysText')}
        </Typography>
        <WhatsAppLink
          text={
            names.length
              ? t('public:enquiry.quote.whatsappText', { products: names.join(', ') })
              : t('public:enquiry.whatsapp.text')
          }
        />
        {salesEmail && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <MailOutline color="primary" aria-hidden />
            <Link href={mailtoUrl(salesEmail)} sx={wrapLongWords}>
              {salesEmail}
            </Link>
          </Stack>
        )}
        <Link component={RouterLink} to={paths.categories}>
          {t('public:enquiry.quote.addMore')}
        </Link>
      </Stack>
    </Paper>
  );
}

/** /permintaan_penawaran: a quote and sample request for the products gathered in the enquiry basket. */
export function QuoteRequestPage() {
  const { t } = useTranslation();
  const site = useGetSiteQuery({ language: useContentLanguage() }).data;
  const salesEmail = site?.emails.sales ?? '';
  const title = t('public:enquiry.quote.banner');

  return (
    <>
      <PageBanner title={title} documentTitle={t('public:enquiry.quote.pageTitle')} crumbs={[{ label: title }]} />
      <Container sx={{ py: 6 }}>
        {/* The server draws this page with an empty basket; only the browser's code knows what it holds. */}
        <noscript>
          <Alert severity="info" role="note" sx={{ mb: 4 }}>
            {t('public:enquiry.quote.needsJavaScript')}
          </Alert>
        </noscript>
        <Typography sx={{ mb: 4, maxWidth: 760 }} color="text.secondary">
          {t('public:enquiry.quote.intro')}
        </Typography>
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <QuoteRequestForm
              salesEmail={salesEmail}
              timeZone={companyTimeZone(site?.timeZone)}
              emptyState={
                <EmptyState
                  title={t('public:enquiry.quote.empty')}
                  description={t('public:enquiry.quote.emptyHint')}
                  action={{ label: t('public:enquiry.quote.browse'), to: paths.categories }}
                />
              }
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <OtherWaysToAsk salesEmail={salesEmail} />
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
