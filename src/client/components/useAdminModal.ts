import { isServerAnswer, type ApiError } from '../api/errors';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { modalClosed, modalOpened, type ModalState } from '../features/ui/uiSlice';
import { adminToast } from './adminToast';

/** What a mutation's trigger resolves to. */
type MutationResult = { data: unknown } | { error: ApiError };

/** The toasts that say how a form's mutation went. */
export interface SubmitToasts {
  succeeded: string;
  failed: string;
  /** When the server could not be reached at all; `failed` when not given. */
  unreachable?: string;
}

/** The open admin modal (a form or a confirmation), and the toasts and closing that follow its mutation. */
export function useAdminModal() {
  const dispatch = useAppDispatch();
  const modal = useAppSelector((state) => state.ui.modal);

  const openModal = (opened: ModalState) => dispatch(modalOpened(opened));
  const closeModal = () => dispatch(modalClosed());
  const toast = (key: string, variant: 'success' | 'error', params?: Record<string, string>) =>
    dispatch(adminToast(key, variant, params));

  /** Toasts how a form's mutation went and, when it succeeded, closes the form; a failed form stays open. */
  const finishSubmit = (result: MutationResult, toasts: SubmitToasts, closeForm: () => void) => {
    if ('data' in result) {
      toast(toasts.succeeded, 'success');
      closeForm();
    } else {
      const key = toasts.unreachable && !isServerAnswer(result.error) ? toasts.unreachable : toasts.failed;
      toast(key, 'error');
    }
  };

  /** Deletes the row the named confirmation was opened for; on failure the confirmation stays open. */
  const deleteConfirmed = async (
    confirmation: string,
    deleteRow: (id: number) => PromiseLike<MutationResult>,
    toasts: Omit<SubmitToasts, 'unreachable'>,
  ) => {
    if (modal?.name !== confirmation || modal.entityId === undefined) return;
    const result = await deleteRow(modal.entityId);
    if ('error' in result) {
      toast(toasts.failed, 'error');
      return;
    }
    closeModal();
    toast(toasts.succeeded, 'success');
  };

  return { modal, openModal, closeModal, toast, finishSubmit, deleteConfirmed };
}
