import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { errorMessage, isStatus } from '@/client/api/errors';
import { parseId } from '@/common/ids';
import { leaveFlashMessage } from '@/client/app/ui/flash';
import { ConfirmDialog } from '@/client/components/ConfirmDialog';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { useAdminModal } from '@/client/components/useAdminModal';
import { useDocumentTitle } from '@/client/components/useDocumentTitle';
import { wrapLongWords } from '@/client/theme/textWrap';
import { EnquiryBody } from './EnquiryBody';
import { EnquiryStatusChip } from './EnquiryStatusChip';
import { EnquiryTypeLabel } from './EnquiryTypeLabel';
import { useDeleteEnquiryMutation, useGetEnquiryQuery } from './inboxApi';
import { useInboxReturnPath } from './useInboxReturnPath';
import { useMarkReadOnOpen } from './useMarkReadOnOpen';

const DELETE_MODAL = 'enquiry.delete';

/** /admin/inbox/detail/{id}: everything the visitor sent, and what the company does with it. */
export function AdminEnquiryDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inboxPath = useInboxReturnPath();
  const id = parseId(useParams().id);
  const { modal, openModal, closeModal, deleteConfirmed } = useAdminModal();
  const { data: enquiry, isLoading, error, refetch } = useGetEnquiryQuery(id ?? 0, { skip: id === undefined });
  const [deleteEnquiry, deleteState] = useDeleteEnquiryMutation();
  useDocumentTitle(enquiry?.name ?? t('admin:inbox.title'));
  useMarkReadOnOpen(enquiry);

  const remove = async () => {
    if (!(await deleteConfirmed(DELETE_MODAL, deleteEnquiry, { failed: 'admin:inbox.deleteFailed' }))) return;
    leaveFlashMessage('admin:inbox.deleted');
    void navigate(inboxPath);
  };

  const back = (
    <Button component={RouterLink} to={inboxPath} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
      {t('admin:inbox.backToList')}
    </Button>
  );

  if (id === undefined)
    return (
      <>
        {back}
        <ErrorState message={t('admin:inbox.notFound')} />
      </>
    );
  if (isLoading) return <Loading />;
  if (error || !enquiry) {
    const missing = isStatus(error, 404);
    return (
      <>
        {back}
        <ErrorState
          message={
            missing ? t('admin:inbox.notFound') : t('admin:inbox.loadFailed', { message: errorMessage(error, t) })
          }
          onRetry={missing ? undefined : refetch}
        />
      </>
    );
  }

  return (
    <>
      {back}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 800, ...wrapLongWords }}>
              {enquiry.name}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <EnquiryTypeLabel type={enquiry.type} sample={enquiry.sample} />
              <EnquiryStatusChip status={enquiry.status} />
            </Box>
          </Box>
          <Box sx={{ alignSelf: 'flex-start' }}>
            <Button
              variant="outlined"
              color="error"
              onClick={() => openModal({ name: DELETE_MODAL, entityId: enquiry.id })}
            >
              {t('admin:actions.delete')}
            </Button>
          </Box>
        </Box>
      </Paper>
      <EnquiryBody enquiry={enquiry} />
      <ConfirmDialog
        open={modal?.name === DELETE_MODAL}
        question={t('admin:inbox.confirmDelete')}
        busy={deleteState.isLoading}
        onConfirm={() => void remove()}
        onCancel={closeModal}
      />
    </>
  );
}
