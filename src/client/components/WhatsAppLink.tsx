import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../app/siteSettings';
import { visuallyHidden } from '../theme/visuallyHidden';
import { whatsappUrl } from './siteLinks';

interface WhatsAppLinkProps {
  /** The message ready in the chat, so the company knows at once what it is about. */
  text: string;
  /** The link's words; by default an invitation to ask on WhatsApp instead. */
  label?: string;
}

/** A chat with the company's WhatsApp number in a new tab, beside a form; nothing when the site has no number. */
export function WhatsAppLink({ text, label }: WhatsAppLinkProps) {
  const { t } = useTranslation();
  const number = useSiteSettings()?.whatsapp ?? '';
  const href = whatsappUrl(number, text);
  if (!href) return null;
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      color="success"
      startIcon={<WhatsApp />}
      sx={{ minHeight: 44, alignSelf: 'flex-start' }}
    >
      {label ?? t('public:enquiry.whatsapp.label')}
      <Box component="span" sx={visuallyHidden}>{` ${t('public:enquiry.opensInNewTab')}`}</Box>
    </Button>
  );
}
