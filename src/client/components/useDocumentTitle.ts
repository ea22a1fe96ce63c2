import { useEffect } from 'react';
import { useGetSiteQuery } from '../app/siteApi';

/** Sets the tab title to 'Page | Company'; follows the language because callers pass translated text. */
export function useDocumentTitle(title: string) {
  const site = useGetSiteQuery().data?.shortName ?? '';
  useEffect(() => {
    document.title = [title, site].filter(Boolean).join(' | ');
  }, [title, site]);
}
