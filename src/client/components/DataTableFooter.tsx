import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { pageRange, totalPages } from '@/common/paging';
import { PageJumpField } from './PageJumpField';
import { PageSizeSelect } from './PageSizeSelect';

interface DataTableFooterProps {
  page: number;
  limit: number;
  totalData: number;
  onPageChange: (page: number) => void;
  /** Offers the page sizes when given. */
  onLimitChange?: (limit: number) => void;
}

/** Under an admin table: 'Showing X to Y of Z Entries', the page size, a page to go to, and Prev/Next. */
export function DataTableFooter({ page, limit, totalData, onPageChange, onLimitChange }: DataTableFooterProps) {
  const { t } = useTranslation();
  const pages = totalPages(totalData, limit);
  const { from, to } = pageRange(page, limit, totalData);
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, p: 2 }}
    >
      <Typography variant="body2" aria-live="polite">
        {t('admin:table.showing', { from, to, total: totalData })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: 2 }}>
        {onLimitChange && <PageSizeSelect limit={limit} onChange={onLimitChange} />}
        {pages > 1 && <PageJumpField pages={pages} onJump={onPageChange} />}
        <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
          <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {t('admin:table.prev')}
          </Button>
          <Button variant="outlined" size="small" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            {t('admin:table.next')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
