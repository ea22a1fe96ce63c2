import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { CAREER_TEXT_FIELDS, type AdminCareer } from '@/common/api/careers';
import { paths } from '@/common/routes';
import { errorMessage, fieldErrors, isStatus } from '@/client/api/errors';
import { parseId } from '@/common/ids';
import { useGetSiteQuery } from '@/client/features/siteContent/siteApi';
import { useEntityHistory } from '@/client/features/activity/activityApi';
import { leaveFlashMessage } from '@/client/app/ui/flash';
import { ConfirmDialog } from '@/client/components/ConfirmDialog';
import { EntityHistory } from '@/client/components/EntityHistory';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { MissingTranslationBadge } from '@/client/components/MissingTranslationBadge';
import { PreviewButton } from '@/client/components/PreviewButton';
import { PublicationChip } from '@/client/components/PublicationChip';
import { usePreviewLink } from '@/client/features/previews/previewsApi';
import { missingTranslations } from '@/client/components/translationStatus';
import { useAdminModal } from '@/client/components/useAdminModal';
import { useDocumentTitle } from '@/client/components/useDocumentTitle';
import { wrapLongWords } from '@/client/theme/textWrap';
import { PendingChangesBanner } from '@/client/components/PendingChangesBanner';
import { usePendingChanges } from '@/client/features/pendingChanges/pendingChangesApi';
import { CareerFormDialog, type CareerDraft } from './CareerFormDialog';
import { useDeleteCareerMutation, useGetAdminCareerQuery, useUpdateCareerMutation } from './careersApi';
import { useContentLanguage } from '@/client/app/hooks';

const EDIT_MODAL = 'career.edit';
const DELETE_MODAL = 'career.delete';

/** /admin/karir/detail/{id}: the career with its publication state, its edit form and its deletion. */
export function AdminCareerDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const { modal, openModal, closeModal, finishSubmit, deleteConfirmed } = useAdminModal();
  const { data: career, isLoading, error, refetch } = useGetAdminCareerQuery(id ?? 0, { skip: id === undefined });
  const preview = usePreviewLink({ collection: 'careers', id: id ?? 0 });
  const pending = usePendingChanges<AdminCareer>('careers', career && id);
  const recruitingEmail = useGetSiteQuery({ language: useContentLanguage() }).data?.emails.recruiting;
  // Read once the career has come: a career that is not there has no history to show.
  const history = useEntityHistory({ collection: 'careers', id: id ?? 0 }, { skip: !career });
  const [updateCareer, updateState] = useUpdateCareerMutation();
  const [deleteCareer, deleteState] = useDeleteCareerMutation();
  useDocumentTitle(career?.name ?? t('admin:careers.title'));

  const close = () => {
    closeModal();
    updateState.reset();
  };

  const save = async ({ keepApart, ...body }: CareerDraft) => {
    if (id === undefined) return;
    const result = await pending.send(keepApart, (asChanges) => updateCareer({ id, body, asChanges }));
    const succeeded = keepApart ? 'admin:pendingChanges.saved' : 'admin:careers.updated';
    finishSubmit(result, { succeeded, failed: 'admin:careers.updateFailed' }, close);
  };

  const remove = async () => {
    if (id === undefined) return;
    if (!(await deleteConfirmed(DELETE_MODAL, deleteCareer, { failed: 'admin:careers.deleteFailed' }))) return;
    leaveFlashMessage('admin:careers.deleted', { collection: 'careers', id });
    void navigate(paths.admin.careers);
  };

  const back = (
    <Button component={RouterLink} to={paths.admin.careers} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
      {t('admin:careers.backToList')}
    </Button>
  );

  if (id === undefined)
    return (
      <>
        {back}
        <ErrorState message={t('admin:careers.notFound')} />
      </>
    );
  if (isLoading) return <Loading />;
  if (error || !career) {
    const missing = isStatus(error, 404);
    return (
      <>
        {back}
        <ErrorState
          message={
            missing ? t('admin:careers.notFound') : t('admin:careers.loadFailed', { message: errorMessage(error, t) })
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
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}>
          <Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 800, ...wrapLongWords }}>
              {career.name}
            </Typography>
            <Typography color="text.secondary">{career.position}</Typography>
            <Box sx={{ mt: 1 }}>
              <MissingTranslationBadge missing={missingTranslations(career, CAREER_TEXT_FIELDS)} />
            </Box>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
            <PublicationChip publication={career} />
            <PreviewButton {...preview} ofChanges={Boolean(pending.changes)} />
            <Button variant="contained" onClick={() => openModal({ name: EDIT_MODAL, entityId: career.id })}>
              {t('admin:actions.edit')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={() => openModal({ name: DELETE_MODAL, entityId: career.id })}
            >
              {t('admin:actions.delete')}
            </Button>
          </Box>
        </Box>
        {recruitingEmail && (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('admin:careers.contact', { email: recruitingEmail })}
          </Typography>
        )}
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, lineHeight: 1.7 }}>
          {career.description}
        </Box>
      </Paper>
      <EntityHistory {...history} />
      {modal?.name === EDIT_MODAL && pending.settled && (
        <CareerFormDialog
          mode="edit"
          open
          career={pending.editedItem(career)}
          changes={pending.formChanges(close)}
          submitting={updateState.isLoading || pending.publishing}
          fieldErrors={fieldErrors(updateState.error, t)}
          onSubmit={save}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={modal?.name === DELETE_MODAL}
        question={t('admin:careers.confirmDelete')}
        busy={deleteState.isLoading}
        onConfirm={remove}
        onCancel={closeModal}
      />
    </>
  );
}
