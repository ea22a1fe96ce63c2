import { useAppDispatch } from '@/client/app/hooks';
import { showToast } from '@/client/app/ui/toast';

/** Puts a text on the clipboard and says whether it did (a browser may refuse: the text stays there to select). */
export function useCopyText(): (text: string) => Promise<void> {
  const dispatch = useAppDispatch();
  return async (text) => {
    try {
      await navigator.clipboard.writeText(text);
      dispatch(showToast('admin:profile.copied', 'success', 'admin'));
    } catch {
      dispatch(showToast('admin:profile.copyFailed', 'error', 'admin'));
    }
  };
}
