import Box from '@mui/material/Box';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HONEYPOT_FIELD } from '@/common/api/enquiries';

const NAME: typeof HONEYPOT_FIELD = 'website';

/**
 * The field only robots fill in: off screen rather than `display: none` (which robots skip), out of the tab order,
 * hidden from screen readers and from the browser's autofill. Anything in it makes the server refuse the form.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box
      aria-hidden
      sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' }}
    >
      <label htmlFor={id}>{t('public:enquiry.honeypot')}</label>
      <input
        id={id}
        name={NAME}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        tabIndex={-1}
        autoComplete="off"
      />
    </Box>
  );
}
