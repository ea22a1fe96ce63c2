import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../hooks';
import { toastShown } from './uiSlice';

/** Hands queued toasts from the store to notistack, translated at the moment they show. */
export function Notifier() {
  const toasts = useAppSelector((state) => state.ui.toasts);
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();

  useEffect(() => {
    for (const toast of toasts) {
      enqueueSnackbar(t(toast.key, toast.params), {
        key: toast.id,
        variant: toast.variant,
        autoHideDuration: toast.durationMs,
      });
      dispatch(toastShown(toast.id));
    }
  }, [toasts, enqueueSnackbar, dispatch, t]);

  return null;
}
