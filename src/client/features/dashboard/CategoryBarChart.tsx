import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { CategoryChartEntry } from '../../../common/api/dashboard';
import { DASHBOARD_CHART_PAGE_SIZE } from '../../../common/constants';

// Room for a full page of bars, so the chart keeps its height from page to page.
const CHART_HEIGHT_PX = 90 + DASHBOARD_CHART_PAGE_SIZE * 48;
const CATEGORY_AXIS_WIDTH_PX = 160;

/**
 * One page of categories as horizontal bars. It is hidden from screen readers, which read the same figures
 * from the table beside it.
 */
export function CategoryBarChart({ rows, seriesLabel }: { rows: CategoryChartEntry[]; seriesLabel: string }) {
  return (
    <Box aria-hidden sx={{ width: '100%' }}>
      <BarChart
        dataset={rows}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', dataKey: 'name', width: CATEGORY_AXIS_WIDTH_PX }]}
        xAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => String(value) }]}
        series={[{ dataKey: 'product_count', label: seriesLabel }]}
        height={CHART_HEIGHT_PX}
      />
    </Box>
  );
}
