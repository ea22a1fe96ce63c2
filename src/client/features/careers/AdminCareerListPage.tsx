import { useTranslation } from 'react-i18next';
import type { AdminSort } from '@/common/api/admin-list';
import { CAREER_TEXT_FIELDS, type AdminCareer, type CareerUpdateBody } from '@/common/api/careers';
import { missingTranslations, WithMissingBadge } from '@/client/components/translationStatus';
import { paths } from '@/common/routes';
import { fieldErrors } from '@/client/api/errors';
import { useFlashMessage } from '@/client/app/ui/flash';
import { ActiveStatusChip } from '@/client/components/ActiveStatusChip';
import { AdminTablePage } from '@/client/components/AdminTablePage';
import { type Column } from '@/client/components/DataTable';
import { RowDetailButton } from '@/client/components/RowActions';
import { useSearchableAdminListPage } from '@/client/components/useAdminListPage';
import { CareerFormDialog } from './CareerFormDialog';
import { useAddCareerMutation, useGetAdminCareersQuery } from './careersApi';

const CREATE_MODAL = 'career.create';

/** /admin/karir: the careers table and the 'TAMBAH LOWONGAN' modal. */
export function AdminCareerListPage() {
  const { t } = useTranslation();
  useFlashMessage();
  const list = useSearchableAdminListPage('careers', useGetAdminCareersQuery);
  const [addCareer, addState] = useAddCareerMutation();

  const closeModal = () => {
    list.closeModal();
    addState.reset();
  };

  const add = async (values: CareerUpdateBody) => {
    const { name, position, description, translations } = values;
    const result = await addCareer({ name, position, description, translations });
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
      header: t('admin:careers.fields.statusColumn'),
      sortKey: 'status',
      render: (career) => <ActiveStatusChip active={career.status} />,
    },
  ];

  return (
    <AdminTablePage
      title={t('admin:careers.title')}
      addLabel={t('admin:careers.add')}
      onAdd={() => list.openModal({ name: CREATE_MODAL })}
      searchLabel={t('admin:adminList.searchIn.careers')}
      list={list}
      columns={columns}
      emptyText={t('admin:careers.empty')}
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
