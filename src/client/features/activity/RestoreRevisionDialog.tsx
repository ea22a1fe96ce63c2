import { useTranslation } from 'react-i18next';
import type { ActivityRecord } from '@/common/api/activity';
import type { RestoredRevision } from '@/common/api/revisions';
import type { HistoryItem } from '@/client/api/historyTags';
import { useAppDispatch } from '@/client/app/hooks';
import { showToast, type ToastText } from '@/client/app/ui/toast';
import { ConfirmDialog } from '@/client/components/ConfirmDialog';
import { refusalToast } from '@/client/components/refusalToast';
import { useDateFormatter } from '@/client/components/useDateFormatter';
import { useRestoreRevisionMutation } from './revisionsApi';

/** What the toast says of a restore: that it is done, and which of the revision's files could not come back. */
function restoredText({ imageKept, documentsMissing }: RestoredRevision): ToastText {
  if (documentsMissing.length > 0) {
    const key = imageKept ? 'restoredFilesMissing' : 'restoredDocumentsMissing';
    return { key: `admin:activity.revisions.${key}`, params: { names: documentsMissing.join(', ') } };
  }
  return { key: imageKept ? 'admin:activity.revisions.restoredImageKept' : 'admin:activity.revisions.restored' };
}

interface RestoreRevisionDialogProps {
  item: HistoryItem;
  revision: ActivityRecord;
  onClose: () => void;
}

/**
 * 'Restore the version of … by …?': on yes the revision is put back as a new one and a toast says so (and when its
 * picture was gone, so that the current one stayed, or which of its documents could not come back), or why the
 * server refused. The item's page or form then shows the restored values, read again like after a save.
 */
export function RestoreRevisionDialog({ item, revision, onClose }: RestoreRevisionDialogProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const formatDateTime = useDateFormatter('medium', 'short');
  const [restore, { isLoading }] = useRestoreRevisionMutation();

  const confirm = async () => {
    if (isLoading) return;
    const result = await restore({ ...item, revisionId: revision.id });
    if ('error' in result) {
      dispatch(showToast(refusalToast(result.error, i18n, 'admin:activity.revisions.restoreFailed'), 'error', 'admin'));
    } else {
      dispatch(showToast(restoredText(result.data), 'success', 'admin'));
    }
    onClose();
  };

  return (
    <ConfirmDialog
      open
      question={t('admin:activity.revisions.confirmRestore', {
        when: formatDateTime(revision.at) ?? '',
        user: revision.username ?? t('admin:activity.someone'),
      })}
      busy={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
