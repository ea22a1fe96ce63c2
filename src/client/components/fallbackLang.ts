import type { Fallback } from '@/common/api/translations';
import type { Language } from '@/common/language';

/**
 * The language of a field an answer carries in another language than the one asked for, to set as the `lang` of
 * the element showing it (screen readers pronounce it right, crawlers index it right); undefined otherwise.
 */
export function langOf<F extends string>(
  entity: { fallback?: Fallback<F> } | null | undefined,
  field: F,
): Language | undefined {
  return entity?.fallback?.[field];
}
