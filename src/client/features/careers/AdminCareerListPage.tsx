import { useTranslation } from 'react-i18next';
import type { AdminListRequest, AdminSort } from '@/common/api/admin-list';
import { CAREER_TEXT_FIELDS, type AdminCareer } from '@/common/api/careers';
import { missingTranslations, WithMissingBadge } from '@/client/components/translationStatus';
import { paths } from '@/common/routes';
import { fieldErrors } from '@/client/api/errors';
import { useFlashMessage } from '@/client/app/ui/flash';
import { AdminTablePage } from '@/client/components/AdminTablePage';
import { type Column } from '@/client/components/DataTable';
import { PublicationChip } from '@/client/components/PublicationChip';
import { PublicationStateFilter, usePublicationStateFilter } from '@/client/components/PublicationStateFilter';
import { RowDetailButton } from '@/client/components/RowActions';
import { useSearchableAdminListPage } from '@/client/components/useAdminListPage';
import { CareerFormDialog, type CareerDraft } from './CareerFormDialog';
import { useAddCareerMutation, useGetAdminCareersQuery } from './careersApi';

const CREATE_MODAL = 'career.create';

/** /admin/karir: the careers table with each one's publication state (and a filter by it), and 'TAMBAH LOWONGAN'. */
export function AdminCareerListPage() {
  const { t } = useTranslation();
  useFlashMessage();
  const stateFilter = usePublicationStateFilter();
  const useFilteredCareers = (query: AdminListRequest<'careers'>) =>
    useGetAdminCareersQuery({ ...query, ...stateFilter.requested });
  const list = useSearchableAdminListPage('careers', useFilteredCareers);
  const [addCareer, addState] = useAddCareerMutation();

  const closeModal = () => {
    list.closeModal();
    addState.reset();
  };

  const add = async (draft: CareerDraft) => {
    const result = await addCareer(draft);
    list.finishSubmit(
      result,
      { succeeded: 'admin:careers.added', failed: 'admin:careers.addFailed', unreachable: 'admin:careers.addError' },
      closeModal,
    );
  };

  const columns: Column<AdminCareer, AdminSort<'careers'>>[] = [
    {
      header: t('admin:careers.fields.name'),
      sortKey: 'name',
      render: (career) => (
        <WithMissingBadge missing={missingTranslations(career, CAREER_TEXT_FIELDS)}>{career.name}</WithMissingBadge>
      ),
    },
    { header: t('admin:careers.fields.position'), sortKey: 'position', render: (career) => career.position },
    {
      header: t('admin:table.actions'),
      render: (career) => <RowDetailButton to={paths.admin.careerDetail(career.id)} rowName={career.name} />,
    },
    {
      header: t('admin:publication.column'),
      sortKey: 'status',
      render: (career) => <PublicationChip publication={career} />,
    },
  ];

  return (
    <AdminTablePage
      title={t('admin:careers.title')}
      addLabel={t('admin:careers.add')}
      onAdd={() => list.openModal({ name: CREATE_MODAL })}
      searchLabel={t('admin:adminList.searchIn.careers')}
      toolbar={<PublicationStateFilter filter={stateFilter} />}
      list={list}
      columns={columns}
      emptyText={t(stateFilter.active ? 'admin:careers.emptyFiltered' : 'admin:careers.empty')}
    >
      {list.modal?.name === CREATE_MODAL && (
        <CareerFormDialog
          mode="create"
          open
          submitting={addState.isLoading}
          fieldErrors={fieldErrors(addState.error, t)}
          onSubmit={add}
          onClose={closeModal}
        />
      )}
    </AdminTablePage>
  );
}
