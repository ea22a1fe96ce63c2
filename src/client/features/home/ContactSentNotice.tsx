import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailtoUrl } from '@/common/mailto';
import { wrapLongWords } from '@/client/theme/textWrap';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * After 'Submit': says the visitor's mail program should have opened, and for when none did, where to write and
 * the message itself with a button that copies it (the form's fields are already cleared).
 */
export function ContactSentNotice({ message, addresses }: { message: string; addresses: string[] }) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<CopyState>('idle');

  const copyMessage = async () => {
    try {
      await navigator.clipboard.writeText(message);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Alert severity="info" role="status">
      <AlertTitle>{t('public:home.contact.opened')}</AlertTitle>
      <Typography variant="body2">
        {t('public:home.contact.noMailProgram')}{' '}
        {addresses.map((address, index) => (
          <span key={address}>
            {index > 0 && ` ${t('public:home.contact.or')} `}
            <Link href={mailtoUrl(address)} sx={wrapLongWords}>
              {address}
            </Link>
          </span>
        ))}
      </Typography>
      <Box
        component="blockquote"
        aria-label={t('public:home.contact.yourMessage')}
        sx={{
          my: 1.5,
          mx: 0,
          pl: 1.5,
          borderLeft: 3,
          borderColor: 'divider',
          whiteSpace: 'pre-line',
          ...wrapLongWords,
        }}
      >
        {message}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Button size="small" variant="outlined" startIcon={<ContentCopy />} onClick={copyMessage}>
          {t('public:home.contact.copy')}
        </Button>
        {copy !== 'idle' && (
          <Typography variant="body2" role="status">
            {t(copy === 'copied' ? 'public:home.contact.copied' : 'public:home.contact.copyFailed')}
          </Typography>
        )}
      </Box>
    </Alert>
  );
}
