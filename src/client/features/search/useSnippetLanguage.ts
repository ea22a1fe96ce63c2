import type { SearchHit } from '@/common/api/search';
import { useContentLanguage } from '@/client/app/hooks';

/** The `lang` of a hit's snippet: its language when it is not the page's (the words matched only there). */
export function useSnippetLanguage(): (hit: SearchHit) => SearchHit['snippetLanguage'] | undefined {
  const language = useContentLanguage();
  return (hit) => (hit.snippetLanguage === language ? undefined : hit.snippetLanguage);
}
