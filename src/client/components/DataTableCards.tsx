import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { rowNumber } from '@/common/paging';
import { wrapLongWords } from '../theme/textWrap';
import type { Column } from './DataTable';

interface DataTableCardsProps<Row extends { id: number }> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  page: number;
  limit: number;
}

/** A phone's admin table: each row a card of 'header: value' lines, so every column and its actions fit. */
export function DataTableCards<Row extends { id: number }>(props: DataTableCardsProps<Row>) {
  const { caption, columns, rows, page, limit } = props;
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-label={caption} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row, index) => (
        <Box component="li" key={row.id} sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)', gap: 1, m: 0 }}
          >
            <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
              {t('admin:table.number')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {rowNumber(page, limit, index)}
            </Typography>
            {columns.map((column) => (
              <Box key={column.header} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 700, ...wrapLongWords }}>
                  {column.header}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, ...wrapLongWords }}>
                  {column.render(row)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
