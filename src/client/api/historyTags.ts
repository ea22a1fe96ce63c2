import type { TagDescription } from '@reduxjs/toolkit/query';
import type { HistoryCollection, HistoryDocument } from '@/common/api/activity';

/** Whose history: an item of a collection, or one of the site's documents. */
export type HistoryTarget = { collection: HistoryCollection; id: number } | { document: HistoryDocument };

/** An item of a collection: it has revisions, which its history lists. */
export type HistoryItem = Extract<HistoryTarget, { collection: HistoryCollection }>;

type Tag = TagDescription<
  'Career' | 'Product' | 'Category' | 'Article' | 'Gallery' | 'Slide' | 'Partner' | 'Term' | 'WhatsNew' | 'Dashboard'
>;

const list = <Type extends Extract<Tag, { type: string }>['type']>(type: Type) => ({ type, id: 'LIST' }) as const;

/**
 * The cache tags of an item, as its feature's api names them: its own, which the item's reads provide and its writes
 * invalidate, and what else its update invalidates (the lists that show it, what is counted or derived from it). The
 * history is read under the item's own tag, so that saving the item reads its history again with no tag of the
 * history's own for every mutation to name; restoring a revision, or the item from the trash, invalidates the same
 * tags as saving the item.
 */
const ITEM_TAGS: Record<HistoryCollection, { own: (id: number) => Tag; also: readonly Tag[] }> = {
  careers: { own: (id) => ({ type: 'Career', id }), also: [list('Career'), 'WhatsNew', 'Dashboard'] },
  products: {
    own: (id) => ({ type: 'Product', id }),
    also: [list('Product'), list('Category'), 'WhatsNew', 'Dashboard', 'Term'],
  },
  categories: {
    own: (id) => ({ type: 'Category', id }),
    also: [list('Category'), list('Product'), 'WhatsNew', 'Dashboard'],
  },
  // Industries and applications are read and written as whole lists, tagged by their kind; products show their names.
  industries: { own: () => ({ type: 'Term', id: 'industry' }), also: ['Product'] },
  applications: { own: () => ({ type: 'Term', id: 'application' }), also: ['Product'] },
  articles: { own: (id) => ({ type: 'Article', id }), also: [list('Article'), 'WhatsNew'] },
  galleries: { own: (id) => ({ type: 'Gallery', id }), also: [list('Gallery')] },
  slides: { own: (id) => ({ type: 'Slide', id }), also: [list('Slide')] },
  partners: { own: (id) => ({ type: 'Partner', id }), also: [list('Partner')] },
};
const DOCUMENT_TAGS = { 'site-settings': 'Site', about: 'About', 'home-page': 'Home' } as const;

/** The cache tag of what the history is of (see ITEM_TAGS). */
export function historyTag(target: HistoryTarget) {
  return 'document' in target ? DOCUMENT_TAGS[target.document] : ITEM_TAGS[target.collection].own(target.id);
}

/** What a write of the item invalidates, as its own update does: the item, its history and the lists showing it. */
export const itemWriteTags = ({ collection, id }: HistoryItem): Tag[] => [
  ITEM_TAGS[collection].own(id),
  ...ITEM_TAGS[collection].also,
];
