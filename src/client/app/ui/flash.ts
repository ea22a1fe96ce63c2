import { useEffect } from 'react';
import { FLASH_MESSAGE_STORAGE_KEY } from '@/common/constants';
import { useAppDispatch } from '../hooks';
import { showDeletedToast, showToast } from './toast';
import type { DeletedItem } from './uiSlice';

/**
 * Leaves a success message (a translation key) in localStorage for the next list page (SPEC.md 2.5); for a
 * deletion, with the item its toast offers to restore.
 */
export function leaveFlashMessage(key: string, undo?: DeletedItem) {
  window.localStorage.setItem(FLASH_MESSAGE_STORAGE_KEY, undo ? JSON.stringify({ key, undo }) : key);
}

/** The message left: a key alone, or a deletion's key with its item. */
function readFlashMessage(stored: string): { key: string; undo?: DeletedItem } {
  if (!stored.startsWith('{')) return { key: stored };
  try {
    return JSON.parse(stored) as { key: string; undo?: DeletedItem };
  } catch {
    return { key: stored };
  }
}

/** Shows a left message once, then removes it. */
export function useFlashMessage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const stored = window.localStorage.getItem(FLASH_MESSAGE_STORAGE_KEY);
    if (!stored) return;
    window.localStorage.removeItem(FLASH_MESSAGE_STORAGE_KEY);
    const { key, undo } = readFlashMessage(stored);
    dispatch(undo ? showDeletedToast(key, undo) : showToast(key, 'success', 'admin'));
  }, [dispatch]);
}
