import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SnackbarProvider, useSnackbar, type VariantType } from 'notistack';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DEFAULT_MS } from '@/common/constants';
import type { SnapshotProblem } from './snapshotFormat';
import { useExportSnapshot } from './useExportSnapshot';
import { useReplaySnapshot } from './useReplaySnapshot';

interface PanelMessage extends SnapshotProblem {
  variant: Extract<VariantType, 'success' | 'error'>;
}

/**
 * The QA panel: exports the store as a snapshot file and replays one. Its messages go straight to notistack,
 * not through the store, so a refused file leaves the running state exactly as it was.
 */
export function QaPanel() {
  // Its own toast container: the app's toasts load only when the app queues one.
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={TOAST_DEFAULT_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <QaPanelContent />
    </SnackbarProvider>
  );
}

function QaPanelContent() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const exportSnapshot = useExportSnapshot();
  const replaySnapshot = useReplaySnapshot();
  const fileInput = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<PanelMessage | null>(null);

  const report = (next: PanelMessage) => {
    setMessage(next);
    enqueueSnackbar(t(next.key, next.params), { variant: next.variant });
  };

  const exportNow = () => report({ variant: 'success', key: 'common:qa.exported', params: { file: exportSnapshot() } });

  const replayChosenFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again replays it again.
    event.currentTarget.value = '';
    if (!file) return;
    const result = await replaySnapshot(file);
    if (result.ok) {
      const { path, capturedAt } = result.snapshot;
      report({ variant: 'success', key: 'common:qa.replayed', params: { path, capturedAt } });
    } else {
      report({ variant: 'error', ...result.problem });
    }
  };

  return (
    <Paper
      component="aside"
      aria-label={t('common:qa.title')}
      elevation={6}
      sx={{
        position: 'fixed',
        left: 16,
        bottom: 16,
        // Above open modals, so a screen with a dialog open can still be exported.
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        p: 1.5,
        maxWidth: 340,
      }}
    >
      <Typography variant="overline" component="p" sx={{ lineHeight: 1.5 }}>
        {t('common:qa.title')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
        <Button size="small" variant="contained" onClick={exportNow}>
          {t('common:qa.export')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => fileInput.current?.click()}>
          {t('common:qa.replay')}
        </Button>
      </Stack>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        aria-label={t('common:qa.file')}
        hidden
        onChange={replayChosenFile}
      />
      {message && (
        <Typography
          role={message.variant === 'error' ? 'alert' : 'status'}
          variant="body2"
          color={message.variant === 'error' ? 'error' : 'text.secondary'}
          sx={{ mt: 1, overflowWrap: 'anywhere' }}
        >
          {t(message.key, message.params)}
          {message.variant === 'error' && ` ${t('common:qa.unchanged')}`}
        </Typography>
      )}
    </Paper>
  );
}
