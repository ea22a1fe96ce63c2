import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/client/api/attachment';
import { useCopyText } from './useCopyText';

/** The file the codes download as: named after the account, so two accounts' files do not mix. */
const fileNameFor = (username: string) => `recovery-codes-${username.replace(/[^\w.-]+/g, '-')}.txt`;

/**
 * A set of recovery codes, shown once: what they are for, the codes themselves (selectable, in a monospace font),
 * and Copy and Download (.txt) to keep them.
 */
export function RecoveryCodesPanel({ codes, username }: { codes: string[]; username: string }) {
  const { t } = useTranslation();
  const copy = useCopyText();
  const listId = useId();
  const text = codes.join('\n');

  const download = () => {
    const file = `${t('admin:profile.codes.fileHeader', { username })}\n\n${text}\n`;
    saveFile(new Blob([file], { type: 'text/plain;charset=utf-8' }), fileNameFor(username));
  };

  return (
    <>
      <Typography variant="body2">{t('admin:profile.codes.intro')}</Typography>
      <Typography id={listId} variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
        {t('admin:profile.codes.listLabel')}
      </Typography>
      <Box
        component="ol"
        aria-labelledby={listId}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          m: 0,
          p: 2,
          listStyle: 'none',
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          userSelect: 'all',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ContentCopy aria-hidden />} onClick={() => void copy(text)}>
          {t('admin:profile.codes.copy')}
        </Button>
        <Button variant="outlined" startIcon={<Download aria-hidden />} onClick={download}>
          {t('admin:profile.codes.download')}
        </Button>
      </Box>
    </>
  );
}
