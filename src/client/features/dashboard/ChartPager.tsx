import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface ChartPagerProps {
  page: number;
  count: number;
  onChange: (page: number) => void;
}

/** Previous and Next for the chart, disabled at the first and the last page. */
export function ChartPager({ page, count, onChange }: ChartPagerProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('admin:dashboard.chart.pages')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 2 }}
    >
      <Button variant="outlined" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('admin:dashboard.chart.previous')}
      </Button>
      <Typography role="status" aria-live="polite">
        {t('admin:dashboard.chart.pageOf', { page, count })}
      </Typography>
      <Button variant="outlined" disabled={page >= count} onClick={() => onChange(page + 1)}>
        {t('admin:dashboard.chart.next')}
      </Button>
    </Box>
  );
}
