import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ActivityEntity, ActivityRecord } from '@/common/api/activity';
import { paths } from '@/common/routes';
import type { Column } from '@/client/components/DataTable';
import { useDateFormatter } from '@/client/components/useDateFormatter';
import { ActivityChanges } from './ActivityChanges';

/** The detail page of each kind of entity that has one. */
const DETAIL_PAGES: Partial<Record<ActivityEntity, (id: number) => string>> = {
  career: paths.admin.careerDetail,
  product: paths.admin.productDetail,
  article: paths.admin.articleDetail,
};

/** The screen of each of the site's documents. */
const DOCUMENT_PAGES: Partial<Record<ActivityEntity, string>> = {
  site_settings: paths.admin.siteSettings,
  about_page: paths.admin.aboutPage,
  home_page: paths.admin.homePage,
};

function pageOf({ action, entity, entityId }: ActivityRecord): string | undefined {
  // A deleted entity has no page left to open.
  if (!entity || action === 'delete') return undefined;
  const detail = DETAIL_PAGES[entity];
  return DOCUMENT_PAGES[entity] ?? (detail && entityId !== null ? detail(entityId) : undefined);
}

/** What a record was about: the kind of entity and its name as it was, leading to its page where it has one. */
function ActivityTarget({ record }: { record: ActivityRecord }) {
  const { t } = useTranslation();
  if (!record.entity) return t('admin:activity.none');
  const kind = t(`admin:activity.entities.${record.entity}`);
  const name = record.entityName ?? (record.entityId !== null ? `#${record.entityId}` : undefined);
  const to = pageOf(record);
  // A document has no name but its kind.
  const shown = name ?? kind;
  return (
    <>
      {name && (
        <Typography variant="body2" color="text.secondary">
          {kind}
        </Typography>
      )}
      {to ? (
        <Link component={RouterLink} to={to}>
          {shown}
        </Link>
      ) : (
        shown
      )}
    </>
  );
}

/** The activity table's columns: when, who, from which address, the action, what it was about and what changed. */
export function useActivityColumns(): Column<ActivityRecord>[] {
  const { t } = useTranslation();
  const formatDateTime = useDateFormatter('medium', 'short');
  return [
    {
      header: t('admin:activity.columns.when'),
      render: (record) => <time dateTime={record.at}>{formatDateTime(record.at)}</time>,
    },
    { header: t('admin:activity.columns.who'), render: (record) => record.username ?? t('admin:activity.unknownUser') },
    { header: t('admin:activity.columns.address'), render: (record) => record.address ?? t('admin:activity.none') },
    { header: t('admin:activity.columns.action'), render: (record) => t(`admin:activity.actions.${record.action}`) },
    { header: t('admin:activity.columns.what'), render: (record) => <ActivityTarget record={record} /> },
    { header: t('admin:activity.columns.changes'), render: (record) => <ActivityChanges changes={record.changes} /> },
  ];
}
