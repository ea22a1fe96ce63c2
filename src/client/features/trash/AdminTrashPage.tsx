import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_COLLECTIONS, type HistoryCollection } from '@/common/api/activity';
import type { PageQuery } from '@/common/api/envelope';
import { TRASH_COLLECTIONS, type TrashItem } from '@/common/api/trash';
import { adminApiRule } from '@/common/staff-access';
import { isStatus } from '@/client/api/errors';
import { AdminTablePage } from '@/client/components/AdminTablePage';
import { ConfirmDialog } from '@/client/components/ConfirmDialog';
import type { Column } from '@/client/components/DataTable';
import { refusalToast } from '@/client/components/refusalToast';
import { RowActionButton, RowActions } from '@/client/components/RowActions';
import { useAdminListPage } from '@/client/components/useAdminListPage';
import { LIST_PARAMS } from '@/client/components/useAdminListParams';
import { useDateFormatter } from '@/client/components/useDateFormatter';
import { useQueryParam } from '@/client/components/useQueryParam';
import { useRelativeTime } from '@/client/components/useRelativeTime';
import { useStaffAccess } from '@/client/features/auth/staffAccessApi';
import { useGetTrashQuery, usePurgeFromTrashMutation } from './trashApi';
import { trashItemName, useTrashRestore } from './useTrashRestore';

/** A changed kind starts again from the first page. */
const RESETS_PAGE = [LIST_PARAMS.page] as const;
const ALL = '';
// 'All kinds' is a choice of its own, so it shows with the label above it.
const SHOW_ALL = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** A row of the table: the item, under an id of its own (items of two kinds may share an id). */
interface TrashRow {
  id: number;
  item: TrashItem;
}

const toRow = (item: TrashItem): TrashRow => ({
  id: item.id * TRASH_COLLECTIONS.length + TRASH_COLLECTIONS.indexOf(item.collection),
  item,
});

const kindKey = (collection: HistoryCollection) => `admin:activity.entities.${HISTORY_COLLECTIONS[collection]}`;

/** The kinds of item the user may restore and remove, hence sees in the trash (the server's rules). */
function useTrashKinds(): HistoryCollection[] {
  const { may } = useStaffAccess();
  return TRASH_COLLECTIONS.filter((collection) => {
    const rule = adminApiRule('POST', `/trash/${collection}/:id/restore`);
    return rule !== undefined && may(rule);
  });
}

/** When it was deleted: how long ago, and the day and time. */
function DeletedAt({ at }: { at: string }) {
  const relative = useRelativeTime();
  const formatDateTime = useDateFormatter('medium', 'short');
  return (
    <time dateTime={at}>
      {relative(at)}
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {formatDateTime(at)}
      </Typography>
    </time>
  );
}

/**
 * /admin/trash: what was deleted from the collections the user may change, newest deletion first, until the sweep
 * removes it for good on the day shown; each restored as it was, or deleted for good at once.
 */
export function AdminTrashPage() {
  const { t, i18n } = useTranslation();
  const kinds = useTrashKinds();
  const [kind, setKind] = useQueryParam('collection', ALL, RESETS_PAGE);
  const collection = kinds.find((allowed) => allowed === kind);
  // Anyone's deletion adds to it: each visit and each page reads it afresh.
  const useFilteredTrash = (query: PageQuery) =>
    useGetTrashQuery({ ...query, ...(collection && { collection }) }, { refetchOnMountOrArgChange: true });
  const list = useAdminListPage(useFilteredTrash);
  const formatDate = useDateFormatter('long');
  const restores = useTrashRestore();
  const [purge, purgeState] = usePurgeFromTrashMutation();
  const [purging, setPurging] = useState<TrashItem>();

  const purgeConfirmed = async () => {
    if (!purging) return;
    const result = await purge({ collection: purging.collection, id: purging.id });
    if ('error' in result) {
      list.toast(refusalToast(result.error, i18n, 'admin:trash.purgeFailed'), 'error');
      // Not in the trash any more (restored or removed meanwhile): nothing is left to confirm.
      if (isStatus(result.error, 404)) setPurging(undefined);
      return;
    }
    list.toast({ key: 'admin:trash.purged', params: { name: trashItemName(purging) } }, 'success');
    setPurging(undefined);
  };

  const columns: Column<TrashRow>[] = [
    { header: t('admin:trash.columns.kind'), render: ({ item }) => t(kindKey(item.collection)) },
    { header: t('admin:trash.columns.name'), render: ({ item }) => trashItemName(item) },
    {
      header: t('admin:trash.columns.deletedBy'),
      render: ({ item }) => item.deletedBy ?? t('admin:activity.unknownUser'),
    },
    { header: t('admin:trash.columns.deleted'), render: ({ item }) => <DeletedAt at={item.deletedAt} /> },
    {
      header: t('admin:trash.columns.removedOn'),
      render: ({ item }) => <time dateTime={item.removedAt}>{formatDate(item.removedAt)}</time>,
    },
    {
      header: t('admin:table.actions'),
      render: ({ item }) => (
        <RowActions>
          <RowActionButton
            label={t('admin:trash.restore')}
            rowName={trashItemName(item)}
            disabled={restores.pending(item)}
            onClick={() => restores.restore(item)}
          />
          <RowActionButton
            label={t('admin:trash.purge')}
            rowName={trashItemName(item)}
            color="error"
            disabled={restores.pending(item)}
            onClick={() => setPurging(item)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <AdminTablePage
      title={t('admin:trash.title')}
      toolbar={
        <TextField
          select
          size="small"
          label={t('admin:trash.filters.kind')}
          value={collection ?? ALL}
          onChange={(event) => setKind(event.target.value)}
          slotProps={SHOW_ALL}
          sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
        >
          <MenuItem value={ALL}>{t('admin:trash.filters.allKinds')}</MenuItem>
          {kinds.map((allowed) => (
            <MenuItem key={allowed} value={allowed}>
              {t(kindKey(allowed))}
            </MenuItem>
          ))}
        </TextField>
      }
      list={{ ...list, rows: list.rows.map(toRow) }}
      columns={columns}
      emptyText={t(collection ? 'admin:trash.emptyKind' : 'admin:trash.empty')}
    >
      {restores.dialogs}
      {purging && (
        <ConfirmDialog
          open
          question={t('admin:trash.confirmPurge', { name: trashItemName(purging) })}
          confirmLabel={t('admin:trash.purge')}
          busy={purgeState.isLoading}
          onConfirm={() => void purgeConfirmed()}
          onCancel={() => setPurging(undefined)}
        />
      )}
    </AdminTablePage>
  );
}
