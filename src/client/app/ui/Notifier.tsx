import { useSnackbar, type SnackbarKey } from 'notistack';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../hooks';
import { toastShown } from './uiSlice';

// Only the back office deletes, so the public site's toasts never download what restores an item.
const UndoActions = lazy(() =>
  import(/* webpackChunkName: "admin-trash" */ '@/client/features/trash/UndoDeleteButton').then((module) => ({
    default: module.UndoActions,
  })),
);

/** Hands queued toasts from the store to notistack, translated at the moment they show. */
export function Notifier() {
  const toasts = useAppSelector((state) => state.ui.toasts);
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();

  useEffect(() => {
    for (const toast of toasts) {
      const { undo } = toast;
      enqueueSnackbar(t(toast.key, toast.params), {
        key: toast.id,
        variant: toast.variant,
        autoHideDuration: toast.durationMs,
        ...(undo && {
          action: (id: SnackbarKey) => (
            <Suspense fallback={null}>
              <UndoActions id={id} item={undo} />
            </Suspense>
          ),
        }),
      });
      dispatch(toastShown(toast.id));
    }
  }, [toasts, enqueueSnackbar, dispatch, t]);

  return null;
}
