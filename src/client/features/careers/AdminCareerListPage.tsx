import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Career, CareerUpdateBody } from '../../../common/api/careers';
import { ADMIN_PAGE_SIZE, TOAST_ADMIN_MS } from '../../../common/constants';
import { paths } from '../../../common/routes';
import { errorMessage, fieldErrors, isServerAnswer } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageParam } from '../../app/usePageParam';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { ErrorState } from '../../components/ErrorState';
import { useFlashMessage } from '../ui/flash';
import { modalClosed, modalOpened, notify } from '../ui/uiSlice';
import { CareerFormDialog } from './CareerFormDialog';
import { ActiveStatusChip } from '../../components/ActiveStatusChip';
import { useAddCareerMutation, useGetAdminCareersQuery } from './careersApi';

const CREATE_MODAL = 'career.create';

/** /admin/karir: the careers table and the 'TAMBAH LOWONGAN' modal. */
export function AdminCareerListPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [page, setPage] = usePageParam();
  const modalOpen = useAppSelector((state) => state.ui.modal?.name === CREATE_MODAL);
  const { data, isFetching, isLoading, error, refetch } = useGetAdminCareersQuery({ page, limit: ADMIN_PAGE_SIZE });
  const [addCareer, addState] = useAddCareerMutation();
  useFlashMessage();

  useEffect(() => {
    if (error && isServerAnswer(error) && 'status' in error && error.status !== 401) {
      dispatch(notify({ key: 'admin:errors.fetchData', variant: 'error', durationMs: TOAST_ADMIN_MS }));
    }
  }, [error, dispatch]);

  useEffect(() => {
    if (data && page > data.totalPage) setPage(data.totalPage);
  }, [data, page, setPage]);

  const closeModal = () => {
    dispatch(modalClosed());
    addState.reset();
  };

  const add = async (values: CareerUpdateBody) => {
    const result = await addCareer({ name: values.name, position: values.position, description: values.description });
    if ('data' in result) {
      dispatch(notify({ key: 'admin:careers.added', variant: 'success', durationMs: TOAST_ADMIN_MS }));
      closeModal();
    } else {
      const key = isServerAnswer(result.error) ? 'admin:careers.addFailed' : 'admin:careers.addError';
      dispatch(notify({ key, variant: 'error', durationMs: TOAST_ADMIN_MS }));
    }
  };

  const columns: Column<Career>[] = [
    { header: t('admin:careers.fields.name'), render: (career) => career.name },
    { header: t('admin:careers.fields.position'), render: (career) => career.position },
    {
      header: t('admin:table.actions'),
      render: (career) => (
        <Button
          component={RouterLink}
          to={paths.admin.careerDetail(career.id)}
          size="small"
          variant="outlined"
          aria-label={`${t('admin:table.detail')}: ${career.name}`}
        >
          {t('admin:table.detail')}
        </Button>
      ),
    },
    { header: t('admin:careers.fields.statusColumn'), render: (career) => <ActiveStatusChip active={career.status} /> },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('admin:careers.title')}
        action={{ label: t('admin:careers.add'), onClick: () => dispatch(modalOpened({ name: CREATE_MODAL })) }}
      />
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={refetch} />
      ) : (
        <DataTable
          caption={t('admin:careers.title')}
          columns={columns}
          rows={data?.data ?? []}
          page={page}
          limit={ADMIN_PAGE_SIZE}
          totalData={data?.totalData ?? 0}
          onPageChange={setPage}
          loading={isLoading || (isFetching && !data)}
          emptyText={t('admin:careers.empty')}
        />
      )}
      {modalOpen && (
        <CareerFormDialog
          mode="create"
          open
          submitting={addState.isLoading}
          fieldErrors={fieldErrors(addState.error)}
          onSubmit={add}
          onClose={closeModal}
        />
      )}
    </>
  );
}
