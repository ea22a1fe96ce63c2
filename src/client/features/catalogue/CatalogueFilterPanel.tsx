import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countCatalogueFilters } from '@/common/catalogue-filters';
import { CatalogueFilterFields, type CatalogueFilterFieldsProps } from './CatalogueFilterFields';

/** Phones get the button and drawer; MUI's `sm` breakpoint, written as a media query the server's page carries. */
const PHONE = '@media (max-width: 599.95px)';

interface CatalogueFilterPanelProps extends CatalogueFilterFieldsProps {
  onClear: () => void;
}

/**
 * The catalogue's filters with their counts: in a row above the list, or on a phone behind a 'Filters' button
 * that opens them in a drawer from the bottom. 'Clear filters' shows while one is chosen. Which of the two shows
 * is the stylesheet's choice, so the server's page is already right for the screen it lands on.
 */
export function CatalogueFilterPanel({ onClear, ...fields }: CatalogueFilterPanelProps) {
  const { t } = useTranslation();
  const chosen = countCatalogueFilters(fields.filters);
  const clearButton = chosen > 0 && (
    <Button onClick={onClear} sx={{ flexShrink: 0 }}>
      {t('public:facets.clear')}
    </Button>
  );

  return (
    <>
      <Box
        role="group"
        aria-label={t('public:facets.label')}
        sx={{
          display: 'grid',
          [PHONE]: { display: 'none' },
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto',
          gap: 2,
          alignItems: 'center',
          mb: 4,
        }}
      >
        <CatalogueFilterFields {...fields} />
        {clearButton || <span />}
      </Box>
      <PhoneFilters {...fields} clearButton={clearButton} />
    </>
  );
}

/** On a phone: a 'Filters' button and the drawer it opens. */
function PhoneFilters({ clearButton, ...fields }: CatalogueFilterFieldsProps & { clearButton: ReactNode }) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const titleId = useId();
  const chosen = countCatalogueFilters(fields.filters);
  return (
    <Box sx={{ display: 'none', [PHONE]: { display: 'flex' }, gap: 1, alignItems: 'center', mb: 3 }}>
      <Button
        variant="outlined"
        onClick={() => setDrawerOpen(true)}
        aria-haspopup="dialog"
        startIcon={<FilterListIcon />}
      >
        {chosen ? t('public:facets.openChosen', { count: chosen }) : t('public:facets.open')}
      </Button>
      {clearButton}
      <Drawer
        anchor="bottom"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { borderRadius: '16px 16px 0 0' } } }}
      >
        <Stack spacing={2.5} sx={{ p: 3, pb: 4 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('public:facets.label')}
          </Typography>
          <CatalogueFilterFields {...fields} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {clearButton}
            <Button variant="contained" onClick={() => setDrawerOpen(false)}>
              {t('public:facets.done')}
            </Button>
          </Stack>
        </Stack>
      </Drawer>
    </Box>
  );
}
