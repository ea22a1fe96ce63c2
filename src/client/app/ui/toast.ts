import { TOAST_ADMIN_MS, TOAST_AUTH_MS, TOAST_UNDO_MS } from '@/common/constants';
import { notify, type DeletedItem, type Toast, type ToastVariant } from './uiSlice';

/** A toast's translation key with the values it needs. */
export type ToastText = Pick<Toast, 'key' | 'params'>;

const textOf = (text: string | ToastText): ToastText => (typeof text === 'string' ? { key: text } : text);

/** How long a toast stays, by the screens that show it (SPEC.md 8): 3 s in the back office, 5 s for sign-in and password. */
const TOAST_MS = { admin: TOAST_ADMIN_MS, auth: TOAST_AUTH_MS } as const;

/** Shows a text (a key, or a key with its values) as a toast for as long as the toasts of its screens last. */
export const showToast = (text: string | ToastText, variant: ToastVariant, screens: keyof typeof TOAST_MS) =>
  notify({ ...textOf(text), variant, durationMs: TOAST_MS[screens] });

/**
 * Says that an item was deleted (to the trash), with an 'Undo' that restores it, for longer than other toasts so
 * there is time to reach for it.
 */
export const showDeletedToast = (text: string | ToastText, undo: DeletedItem) =>
  notify({ ...textOf(text), variant: 'success', durationMs: TOAST_UNDO_MS, undo });
