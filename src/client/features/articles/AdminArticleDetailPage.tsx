import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { paths } from '@/common/routes';
import { errorMessage, isStatus } from '@/client/api/errors';
import { holdFile } from '@/client/api/pendingFiles';
import { parseId } from '@/common/ids';
import { ConfirmDialog } from '@/client/components/ConfirmDialog';
import { EntityHistory } from '@/client/components/EntityHistory';
import { useEntityHistory } from '@/client/features/activity/activityApi';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { ResponsiveImage } from '@/client/components/ResponsiveImage';
import { uploadFormErrors } from '@/client/components/uploadFormErrors';
import { useAdminModal } from '@/client/components/useAdminModal';
import { useDateFormatter } from '@/client/components/useDateFormatter';
import { useDocumentTitle } from '@/client/components/useDocumentTitle';
import { wrapLongWords } from '@/client/theme/textWrap';
import { ARTICLE_TEXT_FIELDS, type AdminArticle } from '@/common/api/articles';
import { MissingTranslationBadge } from '@/client/components/MissingTranslationBadge';
import { PreviewButton } from '@/client/components/PreviewButton';
import { PublicationChip } from '@/client/components/PublicationChip';
import { usePreviewLink } from '@/client/features/previews/previewsApi';
import { missingTranslations } from '@/client/components/translationStatus';
import { PendingChangesBanner } from '@/client/components/PendingChangesBanner';
import { usePendingChanges } from '@/client/features/pendingChanges/pendingChangesApi';
import { ArticleFormDialog, type ArticleDraft } from './ArticleFormDialog';
import { useDeleteArticleMutation, useGetAdminArticleQuery, useUpdateArticleMutation } from './adminArticlesApi';

const EDIT_MODAL = 'article.edit';
const DELETE_MODAL = 'article.delete';

/** /admin/artikel/detail/{id}: the article, its edit form and its deletion. */
export function AdminArticleDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatDate = useDateFormatter('medium');
  const id = parseId(useParams().id);
  const { modal, openModal, closeModal, finishSubmit, deleteConfirmed } = useAdminModal();
  const { data: article, isLoading, error, refetch } = useGetAdminArticleQuery(id ?? 0, { skip: id === undefined });
  // Read once the article has come: an article that is not there has no history to show.
  const history = useEntityHistory({ collection: 'articles', id: id ?? 0 }, { skip: !article });
  const preview = usePreviewLink({ collection: 'articles', id: id ?? 0 });
  const pending = usePendingChanges<AdminArticle>('articles', article && id);
  const [updateArticle, updateState] = useUpdateArticleMutation();
  const [deleteArticle, deleteState] = useDeleteArticleMutation();
  useDocumentTitle(article?.title ?? t('admin:articles.title'));

  // After a delete the refetch's 404 is expected: the page is on its way to the list.
  const deleting = deleteState.isLoading || deleteState.isSuccess;

  const closeEdit = () => {
    closeModal();
    updateState.reset();
  };

  // An edit keeps the author.
  const save = async ({ image, author: _author, keepApart, ...fields }: ArticleDraft) => {
    if (id === undefined) return;
    const changes = { id, ...fields, imageFileId: image ? holdFile(image) : undefined };
    const result = await pending.send(keepApart, (asChanges) => updateArticle({ ...changes, asChanges }));
    const succeeded = keepApart ? 'admin:pendingChanges.saved' : 'admin:articles.updated';
    finishSubmit(result, { succeeded, failed: 'admin:articles.updateFailed' }, closeEdit);
  };

  const remove = async () => {
    const toasts = {
      succeeded: 'admin:articles.deleted',
      failed: 'admin:articles.deleteFailed',
      undo: 'articles',
    } as const;
    if (await deleteConfirmed(DELETE_MODAL, deleteArticle, toasts)) void navigate(paths.admin.articles);
  };

  const back = (
    <Button component={RouterLink} to={paths.admin.articles} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
      {t('admin:articles.backToList')}
    </Button>
  );

  if (id === undefined)
    return (
      <>
        {back}
        <ErrorState message={t('admin:articles.notFound')} />
      </>
    );
  if (isLoading || (deleting && !article)) return <Loading />;
  if (error || !article) {
    const missing = isStatus(error, 404);
    return (
      <>
        {back}
        <ErrorState
          message={
            missing ? t('admin:articles.notFound') : t('admin:articles.loadFailed', { message: errorMessage(error, t) })
          }
          onRetry={missing ? undefined : refetch}
        />
      </>
    );
  }

  return (
    <>
      {back}
      <PendingChangesBanner pending={pending} />
      <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 4 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}>
          <Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 800, ...wrapLongWords }}>
              {article.title}
            </Typography>
            <Box sx={{ my: 1 }}>
              <PublicationChip publication={article} />
            </Box>
            {article.state === 'published' && (
              <Typography color="text.secondary">
                {t('admin:articles.publishedOn', { date: formatDate(article.publish_at ?? article.created_at) ?? '' })}
              </Typography>
            )}
            {article.author && (
              <Typography color="text.secondary">{t('admin:articles.by', { author: article.author })}</Typography>
            )}
            <Box sx={{ mt: 1 }}>
              <MissingTranslationBadge missing={missingTranslations(article, ARTICLE_TEXT_FIELDS)} />
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <PreviewButton {...preview} ofChanges={Boolean(pending.changes)} />
            <Button variant="contained" onClick={() => openModal({ name: EDIT_MODAL, entityId: article.id })}>
              {t('admin:actions.edit')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={() => openModal({ name: DELETE_MODAL, entityId: article.id })}
            >
              {t('admin:actions.delete')}
            </Button>
          </Box>
        </Box>
        <ResponsiveImage
          image={article.article_image}
          alt={article.title}
          sizes="(min-width: 900px) 720px, 100vw"
          placeholderRatio="16 / 9"
          sx={{ width: '100%', maxWidth: 720, borderRadius: 2, mb: 3 }}
        />
        <Typography component="div" sx={{ whiteSpace: 'pre-line', lineHeight: 1.7, overflowWrap: 'anywhere' }}>
          {article.content}
        </Typography>
      </Paper>
      <EntityHistory {...history} />
      {modal?.name === EDIT_MODAL && pending.settled && (
        <ArticleFormDialog
          article={pending.editedItem(article)}
          changes={pending.formChanges(closeEdit)}
          submitting={updateState.isLoading || pending.publishing}
          fieldErrors={uploadFormErrors(updateState.error, 'article_image', t)}
          onSubmit={save}
          onClose={closeEdit}
        />
      )}
      <ConfirmDialog
        open={modal?.name === DELETE_MODAL}
        question={t('admin:articles.confirmDelete')}
        busy={deleteState.isLoading}
        onConfirm={remove}
        onCancel={closeModal}
      />
    </>
  );
}
