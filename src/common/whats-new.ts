import { paths } from './routes';

/** Where a What's New card leads, by the prefix of its cpga_id; other prefixes lead nowhere. */
export function whatsNewLink(cpgaId: string): string | undefined {
  const match = /^(PD|CR|AR)-(\d+)$/.exec(cpgaId);
  if (!match) return undefined;
  const [, prefix, id] = match;
  if (prefix === 'PD') return paths.productDetail(id!);
  if (prefix === 'CR') return paths.careerDetail(id!);
  return paths.articleDetail(id!);
}
