import { useState } from 'react';
import type { ActivityRecord } from '@/common/api/activity';
import { adminApiRule } from '@/common/staff-access';
import type { HistoryTarget } from '@/client/api/historyTags';
import type { RevisionActions } from '@/client/components/EntityHistory';
import { useStaffAccess } from '@/client/features/auth/staffAccessApi';
import { RestoreRevisionDialog } from './RestoreRevisionDialog';
import { RevisionCompareDialog } from './RevisionCompareDialog';

/**
 * What an item's history panel offers of its revisions: comparing two for whoever may read the comparison,
 * restoring one for whoever may change the item (the server's rules), and the dialogs that do it. None for a site
 * document, which has no revisions to compare or restore.
 */
export function useRevisions(target: HistoryTarget): RevisionActions | undefined {
  const { may } = useStaffAccess();
  const [compared, setCompared] = useState<{ from: number; to: number }>();
  const [restoring, setRestoring] = useState<ActivityRecord>();
  if ('document' in target) return undefined;

  const allowed = (rule: ReturnType<typeof adminApiRule>) => rule !== undefined && may(rule);
  const comparable = allowed(adminApiRule('GET', `/${target.collection}/:id/revisions/compare`));
  const restorable = allowed(adminApiRule('POST', `/${target.collection}/:id/revisions/:revisionId/restore`));
  if (!comparable && !restorable) return undefined;

  return {
    onCompare: comparable ? (older, newer) => setCompared({ from: older.id, to: newer.id }) : undefined,
    onRestore: restorable ? setRestoring : undefined,
    dialogs: (
      <>
        {compared && <RevisionCompareDialog item={target} {...compared} onClose={() => setCompared(undefined)} />}
        {restoring && (
          <RestoreRevisionDialog item={target} revision={restoring} onClose={() => setRestoring(undefined)} />
        )}
      </>
    ),
  };
}
