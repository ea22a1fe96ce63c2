import { useTranslation } from 'react-i18next';
import type { PageQuery } from '@/common/api/envelope';
import { TERM_TEXT_FIELDS, type AdminTerm, type TermFields } from '@/common/api/product-data';
import type { TermKind } from '@/common/constants';
import { fieldErrors } from '@/client/api/errors';
import { AdminTablePage } from '@/client/components/AdminTablePage';
import { ConfirmDialog } from '@/client/components/ConfirmDialog';
import { editDialogKey } from '@/client/components/FormDialog';
import type { Column } from '@/client/components/DataTable';
import { pagedFrom } from '@/client/components/pagedFrom';
import { RowActions, RowDeleteButton, RowEditButton } from '@/client/components/RowActions';
import { missingTranslations, WithMissingBadge } from '@/client/components/translationStatus';
import { useAdminListPage, type PagedListQuery } from '@/client/components/useAdminListPage';
import {
  useAddTermMutation,
  useDeleteTermMutation,
  useGetAdminTermsQuery,
  useUpdateTermMutation,
} from '@/client/features/catalogue/productDataApi';
import { TERM_COLLECTIONS, TermFormDialog } from './TermFormDialog';

const CREATE_MODAL = 'term.create';
const EDIT_MODAL = 'term.edit';
const DELETE_MODAL = 'term.delete';

/** Each kind's whole list, paged in the browser (the API answers every term at once). */
const TERM_PAGES: Record<TermKind, (query: PageQuery) => PagedListQuery<AdminTerm>> = {
  industry: pagedFrom(function useIndustries() {
    return useGetAdminTermsQuery('industry');
  }),
  application: pagedFrom(function useApplications() {
    return useGetAdminTermsQuery('application');
  }),
};

/** One kind of catalogue term with its product counts, added, renamed (in each language) and deleted here. */
function AdminTermListPage({ kind }: { kind: TermKind }) {
  const { t } = useTranslation();
  const list = useAdminListPage(TERM_PAGES[kind]);
  const { data: terms } = useGetAdminTermsQuery(kind);
  const [addTerm, addState] = useAddTermMutation();
  const [updateTerm, updateState] = useUpdateTermMutation();
  const [deleteTerm, deleteState] = useDeleteTermMutation();
  const { modal } = list;
  const selected = terms?.find((term) => term.id === modal?.entityId);
  const texts = (key: string) => `admin:catalogueTerms.${kind}.${key}`;

  const close = () => {
    list.closeModal();
    addState.reset();
    updateState.reset();
  };

  const add = async (fields: TermFields) => {
    const result = await addTerm({ kind, fields });
    list.finishSubmit(
      result,
      { succeeded: texts('added'), failed: texts('addFailed'), unreachable: 'admin:catalogueTerms.unreachable' },
      close,
    );
  };

  const save = async (fields: TermFields) => {
    if (!selected) return;
    const result = await updateTerm({ kind, id: selected.id, fields });
    list.finishSubmit(
      result,
      { succeeded: texts('updated'), failed: texts('updateFailed'), unreachable: 'admin:catalogueTerms.unreachable' },
      close,
    );
  };

  const remove = async () => {
    await list.deleteConfirmed(DELETE_MODAL, (id) => deleteTerm({ kind, id }), {
      succeeded: texts('deleted'),
      failed: texts('deleteFailed'),
      undo: TERM_COLLECTIONS[kind],
    });
  };

  const columns: Column<AdminTerm>[] = [
    {
      header: t(texts('column')),
      render: (term) => (
        <WithMissingBadge missing={missingTranslations(term, TERM_TEXT_FIELDS)}>{term.name}</WithMissingBadge>
      ),
    },
    { header: t('admin:catalogueTerms.products'), render: (term) => term.product_count },
    {
      header: t('admin:table.actions'),
      edits: true,
      render: (term) => (
        <RowActions wrap={false}>
          <RowEditButton rowName={term.name} onClick={() => list.openModal({ name: EDIT_MODAL, entityId: term.id })} />
          <RowDeleteButton
            rowName={term.name}
            onClick={() => list.openModal({ name: DELETE_MODAL, entityId: term.id })}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <AdminTablePage
      title={t(texts('title'))}
      addLabel={t(texts('add'))}
      onAdd={() => list.openModal({ name: CREATE_MODAL })}
      list={list}
      columns={columns}
      emptyText={t(texts('empty'))}
    >
      {modal?.name === CREATE_MODAL && (
        <TermFormDialog
          kind={kind}
          submitting={addState.isLoading}
          fieldErrors={fieldErrors(addState.error, t)}
          onSubmit={add}
          onClose={close}
        />
      )}
      {modal?.name === EDIT_MODAL && selected && (
        <TermFormDialog
          key={editDialogKey(selected)}
          kind={kind}
          term={selected}
          submitting={updateState.isLoading}
          fieldErrors={fieldErrors(updateState.error, t)}
          onSubmit={save}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={modal?.name === DELETE_MODAL && Boolean(selected)}
        question={
          selected?.product_count
            ? t(texts('confirmDeleteUsed'), { count: selected.product_count })
            : t(texts('confirmDelete'))
        }
        busy={deleteState.isLoading}
        onConfirm={remove}
        onCancel={list.closeModal}
      />
    </AdminTablePage>
  );
}

/** /admin/industries: the industries products serve. */
export function AdminIndustryListPage() {
  return <AdminTermListPage kind="industry" />;
}

/** /admin/applications: what products are used for. */
export function AdminApplicationListPage() {
  return <AdminTermListPage kind="application" />;
}
