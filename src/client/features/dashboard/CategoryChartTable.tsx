import Box from '@mui/material/Box';
import type { CategoryChartEntry } from '@/common/api/dashboard';

// Read by screen readers, not drawn: the chart shows the same figures.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

interface CategoryChartTableProps {
  rows: CategoryChartEntry[];
  caption: string;
  categoryHeader: string;
  countHeader: string;
}

/** The chart's page as a table, for screen readers. */
export function CategoryChartTable({ rows, caption, categoryHeader, countHeader }: CategoryChartTableProps) {
  return (
    <Box component="table" sx={visuallyHidden}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryHeader}</th>
          <th scope="col">{countHeader}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td>{row.product_count}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
