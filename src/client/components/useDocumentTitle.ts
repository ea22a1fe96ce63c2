import { useEffect } from 'react';
import { useSiteSettings } from '../app/siteSettings';

/** Sets the tab title to 'Page | Company'; follows the language because callers pass translated text. */
export function useDocumentTitle(title: string) {
  const site = useSiteSettings()?.shortName ?? '';
  useEffect(() => {
    document.title = [title, site].filter(Boolean).join(' | ');
  }, [title, site]);
}
