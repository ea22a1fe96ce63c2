import { TOAST_ADMIN_MS } from '../../common/constants';
import { notify } from '../features/ui/uiSlice';

/** A back-office toast, shown for TOAST_ADMIN_MS (SPEC.md 8: admin toasts last 3 s). */
export const adminToast = (key: string, variant: 'success' | 'error', params?: Record<string, string>) =>
  notify({ key, variant, params, durationMs: TOAST_ADMIN_MS });
