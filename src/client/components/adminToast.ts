import { TOAST_ADMIN_MS } from '../../common/constants';
import { notify } from '../features/ui/uiSlice';

/** A back-office toast: it stays up longer than the public site's. */
export const adminToast = (key: string, variant: 'success' | 'error', params?: Record<string, string>) =>
  notify({ key, variant, params, durationMs: TOAST_ADMIN_MS });
