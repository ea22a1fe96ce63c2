import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { CategoryChartEntry } from '@/common/api/dashboard';
import { DASHBOARD_CHART_PAGE_SIZE } from '@/common/constants';

// Room for a full page of bars, so the chart keeps its height from page to page.
const CHART_HEIGHT_PX = 90 + DASHBOARD_CHART_PAGE_SIZE * 48;
const CATEGORY_AXIS_WIDTH_PX = 160;

export interface CategoryBarChartProps {
  rows: CategoryChartEntry[];
  seriesLabel: string;
  /** The largest count of all categories, not only this page's, so bar lengths compare between pages. */
  maxCount: number;
}

/**
 * One page of categories as horizontal bars in the brand colour. It is hidden from screen readers, which read
 * the same figures from the table beside it.
 */
export function CategoryBarChart({ rows, seriesLabel, maxCount }: CategoryBarChartProps) {
  const theme = useTheme();
  return (
    <Box aria-hidden sx={{ width: '100%' }}>
      <BarChart
        dataset={rows}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', dataKey: 'name', width: CATEGORY_AXIS_WIDTH_PX }]}
        // An axis from 0 to 0 draws nothing useful, so a chart of empty categories still runs to 1.
        xAxis={[
          { min: 0, max: Math.max(1, maxCount), tickMinStep: 1, valueFormatter: (value: number) => String(value) },
        ]}
        series={[{ dataKey: 'product_count', label: seriesLabel, color: theme.palette.primary.main }]}
        height={CHART_HEIGHT_PX}
      />
    </Box>
  );
}
