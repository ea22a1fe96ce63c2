import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ENQUIRY_STATUSES } from '@/common/api/enquiries';
import type { InboxFilters } from './useInboxFilters';

const ALL = '';
// 'All types' and 'All statuses' are choices of their own, so they show with the label above them.
const SHOW_ALL = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

interface InboxFilterBarProps {
  filters: InboxFilters;
  /** The list's own action (the export), at the end of the bar. */
  action: ReactNode;
}

/**
 * The inbox's filters, beside the list's search: type, status and the days received between; a way to clear them
 * all (the search too). They lay out in the admin table page's toolbar row.
 */
export function InboxFilterBar({ filters, action }: InboxFilterBarProps) {
  const { t } = useTranslation();
  const { types, values, setters, reversed, active, clear } = filters;
  const fieldWidth = { minWidth: 170, flex: { xs: '1 1 100%', sm: '0 1 auto' } };
  return (
    <>
      <TextField
        select
        size="small"
        label={t('admin:inbox.filters.type')}
        value={values.type}
        onChange={(event) => setters.setType(event.target.value)}
        slotProps={SHOW_ALL}
        sx={fieldWidth}
      >
        <MenuItem value={ALL}>{t('admin:inbox.filters.allTypes')}</MenuItem>
        {types.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`admin:inbox.types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('admin:inbox.filters.status')}
        value={values.status}
        onChange={(event) => setters.setStatus(event.target.value)}
        slotProps={SHOW_ALL}
        sx={fieldWidth}
      >
        <MenuItem value={ALL}>{t('admin:inbox.filters.allStatuses')}</MenuItem>
        {ENQUIRY_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`admin:inbox.statuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={t('admin:inbox.filters.from')}
        value={values.from}
        onChange={(event) => setters.setFrom(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: values.to || undefined } }}
        sx={fieldWidth}
      />
      <TextField
        type="date"
        size="small"
        label={t('admin:inbox.filters.to')}
        value={values.to}
        onChange={(event) => setters.setTo(event.target.value)}
        error={reversed}
        helperText={reversed ? t('admin:inbox.filters.reversedRange') : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.from || undefined } }}
        sx={fieldWidth}
      />
      {active && <Button onClick={clear}>{t('admin:inbox.filters.clear')}</Button>}
      <Box sx={{ ml: { sm: 'auto' } }}>{action}</Box>
    </>
  );
}
