import { useTranslation } from 'react-i18next';
import type { AdminListRequest, AdminSort } from '@/common/api/admin-list';
import { ARTICLE_TEXT_FIELDS, type AdminArticle } from '@/common/api/articles';
import { missingTranslations, WithMissingBadge } from '@/client/components/translationStatus';
import { paths } from '@/common/routes';
import { holdFile } from '@/client/api/pendingFiles';
import { AdminTablePage } from '@/client/components/AdminTablePage';
import { ConfirmDialog } from '@/client/components/ConfirmDialog';
import { type Column } from '@/client/components/DataTable';
import { PublicationChip } from '@/client/components/PublicationChip';
import { PublicationStateFilter, usePublicationStateFilter } from '@/client/components/PublicationStateFilter';
import { uploadFormErrors } from '@/client/components/uploadFormErrors';
import { RowActions, RowDeleteButton, RowDetailButton } from '@/client/components/RowActions';
import { useSearchableAdminListPage } from '@/client/components/useAdminListPage';
import { useDateFormatter } from '@/client/components/useDateFormatter';
import { ArticleFormDialog, type ArticleDraft } from './ArticleFormDialog';
import { useAddArticleMutation, useDeleteArticleMutation, useGetAdminArticlesQuery } from './adminArticlesApi';

const CREATE_MODAL = 'article.create';
const DELETE_MODAL = 'article.delete';

/**
 * /admin/artikel: the articles table with each one's publication state (and a filter by it), 'TAMBAH ARTIKEL' and
 * deleting from a row.
 */
export function AdminArticleListPage() {
  const { t } = useTranslation();
  const formatDate = useDateFormatter('medium');
  const stateFilter = usePublicationStateFilter();
  const useFilteredArticles = (query: AdminListRequest<'articles'>) =>
    useGetAdminArticlesQuery({ ...query, ...stateFilter.requested });
  const list = useSearchableAdminListPage('articles', useFilteredArticles);
  const [addArticle, addState] = useAddArticleMutation();
  const [deleteArticle, deleteState] = useDeleteArticleMutation();

  const closeCreate = () => {
    list.closeModal();
    addState.reset();
  };

  const add = async ({ image, ...fields }: ArticleDraft) => {
    // The dialog sends nothing without an image when adding.
    if (!image) return;
    const result = await addArticle({ ...fields, imageFileId: holdFile(image) });
    list.finishSubmit(
      result,
      { succeeded: 'admin:articles.added', failed: 'admin:articles.addFailed', unreachable: 'admin:articles.addError' },
      closeCreate,
    );
  };

  const remove = () =>
    list.deleteConfirmed(DELETE_MODAL, deleteArticle, {
      succeeded: 'admin:articles.deleted',
      failed: 'admin:articles.deleteFailed',
      undo: 'articles',
    });

  const columns: Column<AdminArticle, AdminSort<'articles'>>[] = [
    {
      header: t('admin:articles.columns.title'),
      sortKey: 'title',
      render: (article) => (
        <WithMissingBadge missing={missingTranslations(article, ARTICLE_TEXT_FIELDS)}>{article.title}</WithMissingBadge>
      ),
    },
    { header: t('admin:publication.column'), render: (article) => <PublicationChip publication={article} /> },
    { header: t('admin:articles.form.author'), sortKey: 'author', render: (article) => article.author },
    {
      header: t('admin:articles.columns.publishedAt'),
      sortKey: 'created_at',
      render: (article) => formatDate(article.created_at) ?? '',
    },
    {
      header: t('admin:adminList.columns.updatedAt'),
      sortKey: 'updated_at',
      render: (article) => formatDate(article.updated_at) ?? '',
    },
    {
      header: t('admin:table.actions'),
      render: (article) => (
        <RowActions>
          <RowDetailButton to={paths.admin.articleDetail(article.id)} rowName={article.title} />
          <RowDeleteButton
            rowName={article.title}
            onClick={() => list.openModal({ name: DELETE_MODAL, entityId: article.id })}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <AdminTablePage
      title={t('admin:articles.title')}
      addLabel={t('admin:articles.add')}
      onAdd={() => list.openModal({ name: CREATE_MODAL })}
      searchLabel={t('admin:adminList.searchIn.articles')}
      toolbar={<PublicationStateFilter filter={stateFilter} />}
      list={list}
      columns={columns}
      emptyText={t(stateFilter.active ? 'admin:articles.emptyFiltered' : 'admin:articles.empty')}
    >
      {list.modal?.name === CREATE_MODAL && (
        <ArticleFormDialog
          submitting={addState.isLoading}
          fieldErrors={uploadFormErrors(addState.error, 'article_image', t)}
          onSubmit={add}
          onClose={closeCreate}
        />
      )}
      <ConfirmDialog
        open={list.modal?.name === DELETE_MODAL}
        question={t('admin:articles.confirmDeleteFromList')}
        busy={deleteState.isLoading}
        onConfirm={remove}
        onCancel={list.closeModal}
      />
    </AdminTablePage>
  );
}
