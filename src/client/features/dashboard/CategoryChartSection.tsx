import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/client/api/errors';
import { usePageParam } from '@/client/components/usePageParam';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { Pager } from '@/client/components/Pager';
import { CategoryBarChart } from './CategoryBarChart';
import { CategoryChartTable } from './CategoryChartTable';
import { chartPage } from './chartPage';
import { useGetCategoryChartQuery } from './dashboardApi';
import { DashboardSection } from './DashboardSection';
import { SectionEmpty } from './SectionEmpty';

/** 'Mapping of Product': products per category as horizontal bars, five categories a page. */
export function CategoryChartSection() {
  const { t } = useTranslation();
  const { data, isLoading, error, refetch } = useGetCategoryChartQuery();
  const [requestedPage, setPage] = usePageParam({ name: 'chart', replace: true });

  const body = () => {
    if (isLoading) return <Loading />;
    if (!data) {
      const message = t('admin:dashboard.chart.error', { message: errorMessage(error, t) });
      return <ErrorState message={message} onRetry={refetch} />;
    }
    if (data.length === 0) return <SectionEmpty text={t('admin:dashboard.chart.empty')} />;
    const { page, count, rows } = chartPage(data, requestedPage);
    const seriesLabel = t('admin:dashboard.chart.series');
    return (
      <>
        <CategoryBarChart
          rows={rows}
          seriesLabel={seriesLabel}
          maxCount={Math.max(...data.map((entry) => entry.product_count))}
        />
        <CategoryChartTable
          rows={rows}
          caption={t('admin:dashboard.chart.caption', { page, count })}
          categoryHeader={t('admin:dashboard.chart.category')}
          countHeader={seriesLabel}
        />
        <Pager
          page={page}
          count={count}
          onChange={setPage}
          labels={{
            nav: t('admin:dashboard.chart.pages'),
            previous: t('admin:dashboard.chart.previous'),
            next: t('admin:dashboard.chart.next'),
            position: t('admin:dashboard.chart.pageOf', { page, count }),
          }}
          scrollToTop={false}
          sx={{ mt: 2 }}
        />
      </>
    );
  };

  return <DashboardSection title={t('admin:dashboard.chart.title')}>{body()}</DashboardSection>;
}
