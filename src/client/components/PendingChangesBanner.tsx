import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ButtonSpinner } from './ButtonSpinner';
import { DiscardChangesButton } from './DiscardChangesButton';
import { useMayEdit } from './editAccess';
import { useDateFormatter } from './useDateFormatter';
import type { PendingChanges } from '@/common/api/pending-changes';

/** What an item's page shows and does of its unpublished changes (usePendingChanges answers it). */
export interface PendingChangesActions {
  changes: PendingChanges<unknown> | undefined;
  publishing: boolean;
  discarding: boolean;
  /** Each answers whether it succeeded, having said so in a toast. */
  publish(): Promise<boolean>;
  discard(): Promise<boolean>;
}

/**
 * On an item's page: that it has unpublished changes, who saved them and when, with 'Publish changes' and 'Discard
 * changes' (after a confirmation) for whoever may edit it. Nothing when it has none.
 */
export function PendingChangesBanner({ pending }: { pending: PendingChangesActions }) {
  const { t } = useTranslation();
  const formatTime = useDateFormatter('medium', 'short');
  const mayEdit = useMayEdit();
  const { changes } = pending;
  if (!changes) return null;
  const busy = pending.publishing || pending.discarding;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {t('admin:pendingChanges.banner', {
        user: changes.saved_by ?? t('admin:pendingChanges.formerUser'),
        time: formatTime(changes.saved_at) ?? '',
      })}
      {mayEdit && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            size="small"
            onClick={() => void pending.publish()}
            disabled={busy}
            startIcon={pending.publishing ? <ButtonSpinner /> : undefined}
          >
            {t('admin:pendingChanges.publish')}
          </Button>
          <DiscardChangesButton
            variant="outlined"
            discarding={pending.discarding}
            disabled={busy}
            onDiscard={pending.discard}
          />
        </Box>
      )}
    </Alert>
  );
}
