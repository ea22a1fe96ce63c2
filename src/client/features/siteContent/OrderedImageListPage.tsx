import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageSet } from '@/common/api/image';
import type { Publication } from '@/common/api/publication';
import type { Language } from '@/common/language';
import type { ApiError, MutationResult } from '@/client/api/errors';
import { AdminTablePage } from '@/client/components/AdminTablePage';
import { ConfirmDialog } from '@/client/components/ConfirmDialog';
import { type Column } from '@/client/components/DataTable';
import { MissingTranslationBadge } from '@/client/components/MissingTranslationBadge';
import { PublicationChip } from '@/client/components/PublicationChip';
import { PublicationStateFilter, usePublicationStateFilter } from '@/client/components/PublicationStateFilter';
import { ResponsiveImage } from '@/client/components/ResponsiveImage';
import type { EntityFormDialogProps } from '@/client/components/FormDialog';
import type { PagedListQuery } from '@/client/components/useAdminListPage';
import { RowActions, RowDeleteButton, RowEditButton } from '@/client/components/RowActions';
import { uploadFormErrors } from '@/client/components/uploadFormErrors';
import { useAdminListPage } from '@/client/components/useAdminListPage';
import type { PageQuery } from '@/common/api/envelope';
import { ItemControls } from './ListItemControls';
import { usePendingChanges } from '@/client/features/pendingChanges/pendingChangesApi';
import { useReorder } from './useReorder';

/** A mutation hook as RTK Query makes it: the trigger, and the state of its last call. */
type MutationHook<Arg> = () => readonly [
  (arg: Arg) => PromiseLike<MutationResult>,
  { isLoading: boolean; error?: ApiError; reset: () => void },
];

/** The dialog that adds an item (without `item`) or edits one. */
export type ItemDialogProps<Item, Draft> = EntityFormDialogProps<Draft> & { item?: Item };

/** An item of such a list: visitors see it when it is published. */
type ListedItem = Publication & { id: number; updated_at: string };

/** What an item's form sends: its fields, and whether to keep them apart as unpublished changes. */
type ItemDraft = { keepApart?: true };

export interface OrderedImageList<Item extends ListedItem, Draft extends ItemDraft> {
  /** Where its texts are (`admin:siteContent.<area>.…`) and what its modals are named. */
  area: 'slides' | 'partners';
  useList: () => { data?: Item[] };
  /** The list as the admin table pages it, only the items `keep` keeps when given (pagedFrom of `useList`, made once). */
  usePage: (query: PageQuery, keep?: (item: Item) => boolean) => PagedListQuery<Item>;
  useAdd: MutationHook<Draft>;
  useUpdate: MutationHook<Draft & { id: number; asChanges?: boolean }>;
  useDelete: MutationHook<number>;
  useOrder: MutationHook<number[]>;
  /** What names an item in its row's buttons. */
  nameOf: (item: Item) => string;
  /** The first column's header (a text key) and its cell: the item's picture and name. */
  cellHeader: string;
  Cell: (props: { item: Item }) => ReactNode;
  /** The form's file field, under which the server's refusal of the file is shown. */
  imageField: string;
  Dialog: (props: ItemDialogProps<Item, Draft>) => ReactNode;
}

interface ItemCellProps {
  image: ImageSet | null;
  /** The picture's shape, and whether it fills its box (a photo) or fits in it whole (a logo). */
  placeholderRatio: string;
  fit: 'cover' | 'contain';
  /** The languages the item's texts are missing in. */
  missing: readonly Language[];
  /** The item's name. */
  children: ReactNode;
}

/** An item's first cell: its picture, its name, and the languages its texts are missing in. */
export function ItemCell({ image, placeholderRatio, fit, missing, children }: ItemCellProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <ResponsiveImage
        image={image}
        alt=""
        sizes="96px"
        placeholderRatio={placeholderRatio}
        sx={{ width: 96, height: 48, objectFit: fit, borderRadius: 1, flexShrink: 0 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {children}
        </Typography>
        <MissingTranslationBadge missing={missing} />
      </Box>
    </Box>
  );
}

/**
 * A back-office list of items with a picture, shown on the site in the order set here (the carousel's slides, the
 * partners) once published: the table with each item's picture, name, missing translations and publication state
 * (and a filter by it), moving up and down (while the filter shows all), adding, editing and deleting.
 */
export function OrderedImageListPage<Item extends ListedItem, Draft extends ItemDraft>({
  list: spec,
}: {
  list: OrderedImageList<Item, Draft>;
}) {
  const { area, nameOf, imageField, Cell, Dialog } = spec;
  const { t } = useTranslation();
  const modals = { create: `${area}.create`, edit: `${area}.edit`, delete: `${area}.delete` };
  const text = (key: string) => `admin:siteContent.${area}.${key}`;
  const stateFilter = usePublicationStateFilter();
  const shownState = stateFilter.requested.state;
  const usePageOfState = (query: PageQuery) =>
    spec.usePage(query, shownState && ((item: Item) => item.state === shownState));
  const list = useAdminListPage(usePageOfState);
  const all = spec.useList().data ?? [];
  const [addItem, addState] = spec.useAdd();
  const [updateItem, updateState] = spec.useUpdate();
  const [deleteItem, deleteState] = spec.useDelete();
  const [orderItems, orderState] = spec.useOrder();
  const move = useReorder(all, orderItems, {
    succeeded: 'admin:siteContent.reordered',
    failed: 'admin:siteContent.reorderFailed',
  });
  const { modal } = list;
  const edited = modal?.name === modals.edit ? all.find((item) => item.id === modal.entityId) : undefined;
  const pending = usePendingChanges<Item>(area, edited?.id);

  const closeForm = () => {
    list.closeModal();
    addState.reset();
    updateState.reset();
  };

  const add = async (draft: Draft) => {
    const result = await addItem(draft);
    list.finishSubmit(result, { succeeded: text('added'), failed: text('addFailed') }, closeForm);
  };

  const edit = async (draft: Draft) => {
    if (!edited) return;
    const { id } = edited;
    const result = await pending.send(draft.keepApart, (asChanges) => updateItem({ ...draft, id, asChanges }));
    const succeeded = draft.keepApart ? 'admin:pendingChanges.saved' : text('edited');
    list.finishSubmit(result, { succeeded, failed: text('editFailed') }, closeForm);
  };

  const remove = () =>
    list.deleteConfirmed(modals.delete, deleteItem, {
      succeeded: text('deleted'),
      failed: text('deleteFailed'),
      undo: area,
    });

  const columns: Column<Item>[] = [
    { header: t(spec.cellHeader), render: (item) => <Cell item={item} /> },
    { header: t('admin:publication.column'), render: (item) => <PublicationChip publication={item} /> },
    {
      header: t('admin:siteContent.columns.order'),
      render: (item) => (
        <ItemControls
          itemName={nameOf(item)}
          index={all.findIndex((row) => row.id === item.id)}
          count={all.length}
          // The order is the whole list's: it changes while every item shows.
          disabled={orderState.isLoading || stateFilter.active}
          onMove={(offset) => void move(item.id, offset)}
        />
      ),
    },
    {
      header: t('admin:table.actions'),
      render: (item) => (
        <RowActions>
          <RowEditButton
            rowName={nameOf(item)}
            onClick={() => list.openModal({ name: modals.edit, entityId: item.id })}
          />
          <RowDeleteButton
            rowName={nameOf(item)}
            onClick={() => list.openModal({ name: modals.delete, entityId: item.id })}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <AdminTablePage
      title={t(text('title'))}
      addLabel={t(text('add'))}
      onAdd={() => list.openModal({ name: modals.create })}
      toolbar={
        <>
          <PublicationStateFilter filter={stateFilter} />
          {stateFilter.active && (
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
              {t('admin:siteContent.orderWhileFiltered')}
            </Typography>
          )}
        </>
      }
      list={list}
      columns={columns}
      emptyText={t(text(stateFilter.active ? 'emptyFiltered' : 'empty'))}
    >
      {modal?.name === modals.create && (
        <Dialog
          submitting={addState.isLoading}
          fieldErrors={uploadFormErrors(addState.error, imageField, t)}
          onSubmit={add}
          onClose={closeForm}
        />
      )}
      {edited && pending.settled && (
        <Dialog
          key={pending.dialogKey(edited)}
          item={pending.editedItem(edited)}
          changes={pending.formChanges(closeForm)}
          submitting={updateState.isLoading || pending.publishing}
          fieldErrors={uploadFormErrors(updateState.error, imageField, t)}
          onSubmit={edit}
          onClose={closeForm}
        />
      )}
      <ConfirmDialog
        open={modal?.name === modals.delete}
        question={t(text('confirmDelete'))}
        busy={deleteState.isLoading}
        onConfirm={remove}
        onCancel={list.closeModal}
      />
    </AdminTablePage>
  );
}
