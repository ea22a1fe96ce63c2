import Save from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isServerAnswer, isStatus, type ApiError, type MutationResult } from '@/client/api/errors';
import { useAppDispatch } from '@/client/app/hooks';
import { showToast } from '@/client/app/ui/toast';
import { AdminPageHeader } from '@/client/components/AdminPageHeader';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { useAdminModal } from '@/client/components/useAdminModal';
import { ButtonSpinner } from '@/client/components/ButtonSpinner';

interface DocumentEditorProps<Doc> {
  title: string;
  query: { data?: Doc; isLoading: boolean; isFetching: boolean; error?: ApiError; refetch: () => void };
  save: (document: Doc) => PromiseLike<MutationResult>;
  saving: boolean;
  toasts: { succeeded: string; failed: string };
  /** The form, given the draft and how to change it. */
  children: (draft: Doc, setDraft: (update: (current: Doc) => Doc) => void) => ReactNode;
  /** What stands under the form once the document has loaded: its history. */
  footer?: ReactNode;
}

/** An admin screen that edits one whole document: it loads it, lets every part be changed, then saves it at once. */
export function DocumentEditor<Doc>(props: DocumentEditorProps<Doc>) {
  const { title, query, save, saving, toasts, children, footer } = props;
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { finishSubmit } = useAdminModal();
  const [draft, setDraftState] = useState<Doc>();
  const formId = useId();
  const { data, error, isLoading, refetch } = query;

  // The stored document becomes the draft when it arrives, and again after each save.
  useEffect(() => {
    if (data) setDraftState(data);
  }, [data]);

  useEffect(() => {
    if (isServerAnswer(error) && !isStatus(error, 401)) dispatch(showToast('admin:errors.fetchData', 'error', 'admin'));
  }, [error, dispatch]);

  const setDraft = (update: (current: Doc) => Doc) => setDraftState((current) => (current ? update(current) : current));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || saving) return;
    finishSubmit(await save(draft), toasts, () => undefined);
  };

  let body: ReactNode;
  if (isLoading || (!draft && !error)) body = <Loading />;
  else if (!draft) body = <ErrorState message={errorMessage(error, t)} onRetry={refetch} />;
  else
    body = (
      <Box component="form" id={formId} onSubmit={submit} aria-label={title}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>{children(draft, setDraft)}</Box>
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            py: 2,
            mt: 2,
            bgcolor: 'background.default',
            display: 'flex',
            justifyContent: 'flex-end',
            zIndex: 1,
          }}
        >
          <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <ButtonSpinner /> : <Save />}>
            {t('admin:siteContent.save')}
          </Button>
        </Box>
      </Box>
    );

  return (
    <>
      <AdminPageHeader title={title} />
      {body}
      {draft && footer}
    </>
  );
}

/** A titled part of a document form. */
export function FormSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}
      >
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
        {action}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>{children}</Box>
    </Paper>
  );
}
