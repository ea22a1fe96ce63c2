import { WHATS_NEW_PREFIXES, type WhatsNewItem } from '@/common/api/whats-new';
import type { WhatsNewSources } from '../repositories/whats-new-repository';

type Kind = keyof typeof WHATS_NEW_PREFIXES;
type Entry = WhatsNewItem & { kind: Kind };

const KIND_ORDER: readonly Kind[] = ['product', 'career', 'article'];

const newestFirst = (a: Entry, b: Entry) =>
  Date.parse(b.updated_at) - Date.parse(a.updated_at) ||
  KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
  b.id - a.id;

const cpgaId = (kind: Kind, id: number) => `${WHATS_NEW_PREFIXES[kind]}-${id}`;

/**
 * The What's New feed: the `limit` most recently updated items across the three kinds, newest first; at equal
 * times products come before careers before articles, and higher ids first.
 */
export function mergeWhatsNew({ products, careers, articles }: WhatsNewSources, limit: number): WhatsNewItem[] {
  const entries: Entry[] = [
    ...products.map(({ id, name, description, image_url, updated_at }) => ({
      kind: 'product' as const,
      id,
      cpga_id: cpgaId('product', id),
      title: name,
      description,
      image_url,
      updated_at,
    })),
    ...careers.map(({ id, name, position, description, updated_at }) => ({
      kind: 'career' as const,
      id,
      cpga_id: cpgaId('career', id),
      title: `${name} - ${position}`,
      description,
      image_url: null,
      updated_at,
    })),
    ...articles.map(({ id, title, content, image_url, updated_at }) => ({
      kind: 'article' as const,
      id,
      cpga_id: cpgaId('article', id),
      title,
      description: content,
      image_url,
      updated_at,
    })),
  ];
  return entries
    .sort(newestFirst)
    .slice(0, limit)
    .map(({ kind: _kind, ...item }) => item);
}
