import type { SearchHit } from '@/common/api/search';
import { useAppSelector } from '@/client/app/hooks';

/** The `lang` of a hit's texts: its language when it is not the one the page reads in (it matched only there). */
export function useHitLanguage(): (hit: SearchHit) => SearchHit['language'] | undefined {
  const language = useAppSelector((state) => state.ui.language);
  return (hit) => (hit.language === language ? undefined : hit.language);
}
