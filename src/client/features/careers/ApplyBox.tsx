import Send from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Career } from '@/common/api/careers';
import { mailtoUrl } from '@/common/mailto';

/** Opens a mail composer to the recruiting contact, subject: career name - position - applicant's name. */
export function ApplyBox({ career, recruitingEmail }: { career: Career; recruitingEmail: string }) {
  const { t } = useTranslation();
  const [applicant, setApplicant] = useState('');
  const name = applicant.trim() || t('public:careers.apply.namePlaceholder');
  const href = mailtoUrl(recruitingEmail, {
    subject: `${career.name} - ${career.position} - ${name}`,
    body: t('public:careers.apply.body', { career: career.name, position: career.position, name }),
  });
  return (
    <Paper variant="outlined" component="aside" aria-labelledby="apply-title" sx={{ p: 3 }}>
      <Typography id="apply-title" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
        {t('public:careers.apply.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {t('public:careers.apply.hint', { email: recruitingEmail })}
      </Typography>
      <TextField
        label={t('public:careers.apply.nameLabel')}
        value={applicant}
        onChange={(event) => setApplicant(event.target.value)}
        fullWidth
        size="small"
        autoComplete="name"
      />
      <Button component="a" href={href} variant="contained" startIcon={<Send />} sx={{ mt: 2 }} fullWidth>
        {t('public:careers.apply.submit')}
      </Button>
    </Paper>
  );
}
