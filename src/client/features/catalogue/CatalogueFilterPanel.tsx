import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countCatalogueFilters } from '@/common/catalogue-filters';
import { CatalogueFilterFields, type CatalogueFilterFieldsProps } from './CatalogueFilterFields';

interface CatalogueFilterPanelProps extends CatalogueFilterFieldsProps {
  onClear: () => void;
}

/**
 * The catalogue's filters with their counts: in a row above the list, or on a phone behind a 'Filters' button
 * that opens them in a drawer from the bottom. 'Clear filters' shows while one is chosen.
 */
export function CatalogueFilterPanel({ onClear, ...fields }: CatalogueFilterPanelProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const titleId = useId();
  const chosen = countCatalogueFilters(fields.filters);
  const clearButton = chosen > 0 && (
    <Button onClick={onClear} sx={{ flexShrink: 0 }}>
      {t('public:facets.clear')}
    </Button>
  );

  if (!phone) {
    return (
      <Box
        role="group"
        aria-label={t('public:facets.label')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto',
          gap: 2,
          alignItems: 'center',
          mb: 4,
        }}
      >
        <CatalogueFilterFields {...fields} />
        {clearButton || <span />}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 3 }}>
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
