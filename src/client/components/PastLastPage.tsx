import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';

interface PastLastPageProps {
  page: number;
  lastPage: number;
  /** The link to the last page. */
  lastPageTo: string;
}

/** What a paged list shows for a page past its last one (an old link, or fewer items since): says so, links to the last. */
export function PastLastPage({ page, lastPage, lastPageTo }: PastLastPageProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('common:paging.pastTheEnd', { page })}
      description={t('common:paging.pastTheEndHint', { last: lastPage })}
      action={{ label: t('common:paging.toLast', { last: lastPage }), to: lastPageTo }}
    />
  );
}
