import type { MailLanguage } from '@/common/api/auth';

/**
 * The language of a mail: the one the request names, else the first English or Indonesian tag of its
 * Accept-Language (by weight), else English. `in` is the old code for Indonesian.
 */
export function pickMailLanguage(named: MailLanguage | undefined, acceptLanguage: string | undefined): MailLanguage {
  if (named) return named;
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { base: tag.toLowerCase().split('-')[0], weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { base } of tags) {
    if (base === 'id' || base === 'in') return 'id';
    if (base === 'en') return 'en';
  }
  return 'en';
}
