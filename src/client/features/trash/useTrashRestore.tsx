import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESTORE_CONFLICTS, type TrashItem, type TrashRestoreBody } from '@/common/api/trash';
import { isStatus, serverErrorOf } from '@/client/api/errors';
import { useAppDispatch } from '@/client/app/hooks';
import { showToast } from '@/client/app/ui/toast';
import { ConfirmDialog } from '@/client/components/ConfirmDialog';
import { refusalToast } from '@/client/components/refusalToast';
import { RenameRestoreDialog } from './RenameRestoreDialog';
import { useRestoreFromTrashMutation, type TrashRef } from './trashApi';

/** What an item is called in the trash: its name, or its id when it had none. */
export const trashItemName = (item: TrashItem) => item.name ?? `#${item.id}`;

/** A restore the server refused until the user settles it, with what was asked the last time. */
interface Conflict {
  item: TrashItem;
  problem: 'name' | 'category';
  body: TrashRestoreBody;
}

const sameItem = (a: TrashRef | undefined, b: TrashRef) => a?.collection === b.collection && a.id === b.id;

/**
 * Restoring items from the trash: a toast says it is back (and when its picture was gone), or why the server
 * refused. Its name taken meanwhile asks for another, and a product whose category is in the trash too offers to
 * restore both; each then asks again with what was settled so far.
 */
export function useTrashRestore() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [restore, { isLoading, originalArgs }] = useRestoreFromTrashMutation();
  const [conflict, setConflict] = useState<Conflict>();

  const attempt = async (item: TrashItem, body: TrashRestoreBody = {}) => {
    const result = await restore({ collection: item.collection, id: item.id, body });
    if (!('error' in result)) {
      setConflict(undefined);
      const key = result.data.imageMissing ? 'admin:trash.restoredImageMissing' : 'admin:trash.restored';
      dispatch(showToast({ key, params: { name: body.name ?? trashItemName(item) } }, 'success', 'admin'));
      return;
    }
    const problems = isStatus(result.error, 409) ? serverErrorOf(result.error)?.fields : undefined;
    if (problems?.name === RESTORE_CONFLICTS.nameTaken) {
      setConflict({ item, problem: 'name', body });
    } else if (problems?.category_id === RESTORE_CONFLICTS.categoryInTrash) {
      setConflict({ item, problem: 'category', body });
    } else {
      setConflict(undefined);
      dispatch(showToast(refusalToast(result.error, i18n, 'admin:trash.restoreFailed'), 'error', 'admin'));
    }
  };

  const close = () => setConflict(undefined);

  return {
    restore: (item: TrashItem) => void attempt(item),
    /** Whether this item is being restored. */
    pending: (item: TrashItem) => isLoading && sameItem(originalArgs, item),
    dialogs: conflict && (
      <>
        {conflict.problem === 'name' && (
          <RenameRestoreDialog
            name={trashItemName(conflict.item)}
            taken={conflict.body.name !== undefined}
            busy={isLoading}
            onRestore={(name) => void attempt(conflict.item, { ...conflict.body, name })}
            onClose={close}
          />
        )}
        {conflict.problem === 'category' && (
          <ConfirmDialog
            open
            question={t('admin:trash.categoryInTrash.question', { name: trashItemName(conflict.item) })}
            confirmLabel={t('admin:trash.categoryInTrash.restoreBoth')}
            cancelLabel={t('admin:form.cancel')}
            tone="primary"
            busy={isLoading}
            onConfirm={() => void attempt(conflict.item, { ...conflict.body, with_category: true })}
            onCancel={close}
          />
        )}
      </>
    ),
  };
}
