import { useEffect } from 'react';
import { FLASH_MESSAGE_STORAGE_KEY } from '@/common/constants';
import { useAppDispatch } from '../hooks';
import { showToast } from './toast';

/** Leaves a success message (a translation key) in localStorage for the next list page (SPEC.md 2.5). */
export function leaveFlashMessage(key: string) {
  window.localStorage.setItem(FLASH_MESSAGE_STORAGE_KEY, key);
}

/** Shows a left message once, then removes it. */
export function useFlashMessage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const key = window.localStorage.getItem(FLASH_MESSAGE_STORAGE_KEY);
    if (!key) return;
    window.localStorage.removeItem(FLASH_MESSAGE_STORAGE_KEY);
    dispatch(showToast(key, 'success', 'admin'));
  }, [dispatch]);
}
