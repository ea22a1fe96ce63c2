import { useTranslation } from 'react-i18next';
import { SORT_ORDERS } from '@/common/api/admin-list';
import type { Column } from './DataTable';
import { SortSelect } from './SortSelect';
import type { Sorting, TableSorting } from './tableSorting';

const valueOf = ({ sort, order }: Sorting) => `${sort}:${order}`;

interface CardSortSelectProps<Row, Sort extends string> {
  columns: Column<Row, Sort>[];
  sorting: TableSorting<Sort>;
}

/**
 * The cards' 'Sort by', where a phone has no column headers to click: newest and oldest first (the list's own
 * order and its reverse), then each other sortable column both ways.
 */
export function CardSortSelect<Row, Sort extends string>({ columns, sorting }: CardSortSelectProps<Row, Sort>) {
  const { t } = useTranslation();
  const { defaultSorting, onSortingChange } = sorting;
  const byDate = defaultSorting.sort;
  const choices: { sorting: Sorting<Sort>; label: string }[] = [
    { sorting: { sort: byDate, order: 'desc' }, label: t('admin:adminList.newestFirst') },
    { sorting: { sort: byDate, order: 'asc' }, label: t('admin:adminList.oldestFirst') },
    ...columns.flatMap(({ header, sortKey }) =>
      sortKey === undefined || sortKey === byDate
        ? []
        : SORT_ORDERS.map((order) => ({
            sorting: { sort: sortKey, order },
            label: t(`admin:adminList.sortOption.${order}`, { column: header }),
          })),
    ),
  ];
  return (
    <SortSelect
      label={t('admin:adminList.sortBy')}
      value={valueOf(sorting)}
      options={choices.map((choice) => ({ value: valueOf(choice.sorting), label: choice.label }))}
      onChange={(value) => {
        const chosen = choices.find((choice) => valueOf(choice.sorting) === value);
        if (chosen) onSortingChange(chosen.sorting);
      }}
    />
  );
}
