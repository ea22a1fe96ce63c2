import Box from '@mui/material/Box';
import type { CategoryChartEntry } from '@/common/api/dashboard';
import { visuallyHidden } from '@/client/theme/visuallyHidden';

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
