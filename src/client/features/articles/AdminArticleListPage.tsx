import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Article } from '../../../common/api/content';
import { ADMIN_PAGE_SIZE, TOAST_ADMIN_MS } from '../../../common/constants';
import { paths } from '../../../common/routes';
import { errorMessage, fieldErrors, isServerAnswer } from '../../api/errors';
import { holdFile } from '../../api/pendingFiles';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageParam } from '../../app/usePageParam';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column } from '../../components/DataTable';
import { ErrorState } from '../../components/ErrorState';
import { useDateFormatter } from '../../components/useDateFormatter';
import { modalClosed, modalOpened, notify } from '../ui/uiSlice';
import { ArticleCreateDialog, type ArticleDraft } from './ArticleCreateDialog';
import { useAddArticleMutation, useDeleteArticleMutation, useGetAdminArticlesQuery } from './articlesApi';

const CREATE_MODAL = 'article.create';
const DELETE_MODAL = 'article.delete';

/** /admin/artikel: the articles table, 'TAMBAH ARTIKEL' and deleting from a row. */
export function AdminArticleListPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const formatDate = useDateFormatter('medium');
  const [page, setPage] = usePageParam();
  const modal = useAppSelector((state) => state.ui.modal);
  const { data, isFetching, isLoading, error, refetch } = useGetAdminArticlesQuery({ page, limit: ADMIN_PAGE_SIZE });
  const [addArticle, addState] = useAddArticleMutation();
  const [deleteArticle, deleteState] = useDeleteArticleMutation();

  useEffect(() => {
    if (error && isServerAnswer(error) && 'status' in error && error.status !== 401) {
      dispatch(notify({ key: 'admin:errors.fetchData', variant: 'error', durationMs: TOAST_ADMIN_MS }));
    }
  }, [error, dispatch]);

  useEffect(() => {
    if (data && page > data.totalPage) setPage(data.totalPage);
  }, [data, page, setPage]);

  const closeCreate = () => {
    dispatch(modalClosed());
    addState.reset();
  };

  const add = async ({ image, ...fields }: ArticleDraft) => {
    const result = await addArticle({ ...fields, imageFileId: holdFile(image) });
    if ('data' in result) {
      dispatch(notify({ key: 'admin:articles.added', variant: 'success', durationMs: TOAST_ADMIN_MS }));
      closeCreate();
    } else {
      const key = isServerAnswer(result.error) ? 'admin:articles.addFailed' : 'admin:articles.addError';
      dispatch(notify({ key, variant: 'error', durationMs: TOAST_ADMIN_MS }));
    }
  };

  const remove = async () => {
    if (modal?.name !== DELETE_MODAL || modal.entityId === undefined) return;
    const result = await deleteArticle(modal.entityId);
    if ('error' in result) {
      dispatch(notify({ key: 'admin:articles.deleteFailed', variant: 'error', durationMs: TOAST_ADMIN_MS }));
      return;
    }
    dispatch(modalClosed());
    dispatch(notify({ key: 'admin:articles.deleted', variant: 'success', durationMs: TOAST_ADMIN_MS }));
  };

  const columns: Column<Article>[] = [
    { header: t('admin:articles.columns.title'), render: (article) => article.title },
    { header: t('admin:articles.columns.publishedAt'), render: (article) => formatDate(article.created_at) ?? '' },
    {
      header: t('admin:table.actions'),
      render: (article) => (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={paths.admin.articleDetail(article.id)}
            size="small"
            variant="outlined"
            aria-label={`${t('admin:table.detail')}: ${article.title}`}
          >
            {t('admin:table.detail')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            aria-label={`${t('admin:actions.delete')}: ${article.title}`}
            onClick={() => dispatch(modalOpened({ name: DELETE_MODAL, entityId: article.id }))}
          >
            {t('admin:actions.delete')}
          </Button>
        </Box>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('admin:articles.title')}
        action={{ label: t('admin:articles.add'), onClick: () => dispatch(modalOpened({ name: CREATE_MODAL })) }}
      />
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={refetch} />
      ) : (
        <DataTable
          caption={t('admin:articles.title')}
          columns={columns}
          rows={data?.data ?? []}
          page={page}
          limit={ADMIN_PAGE_SIZE}
          totalData={data?.totalData ?? 0}
          onPageChange={setPage}
          loading={isLoading || (isFetching && !data)}
          emptyText={t('admin:articles.empty')}
        />
      )}
      {modal?.name === CREATE_MODAL && (
        <ArticleCreateDialog
          submitting={addState.isLoading}
          fieldErrors={fieldErrors(addState.error)}
          onSubmit={add}
          onClose={closeCreate}
        />
      )}
      <ConfirmDialog
        open={modal?.name === DELETE_MODAL}
        question={t('admin:articles.confirmDeleteFromList')}
        busy={deleteState.isLoading}
        onConfirm={remove}
        onCancel={() => dispatch(modalClosed())}
      />
    </>
  );
}
