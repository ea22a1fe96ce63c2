import type { PendingCollection } from '@/common/api/pending-changes';

/**
 * Where a published item's edits go. The features' update mutations use it; the endpoints of the unpublished changes
 * themselves are features/pendingChanges/pendingChangesApi's.
 */
export interface PendingTarget {
  collection: PendingCollection;
  id: number;
}

export const pendingChangesTag = ({ collection, id }: PendingTarget) =>
  ({ type: 'PendingChanges', id: `${collection}/${id}` }) as const;

/**
 * Where an item's update goes: to the item itself (live at once), or, `asChanges`, to its unpublished changes (the
 * same form, kept apart from what visitors see). Each feature's update mutation sends its form here.
 */
export const updateUrl = (itemUrl: string, target: PendingTarget, asChanges?: boolean) =>
  asChanges ? `/admin/${target.collection}/${target.id}/changes` : itemUrl;

/** What an update invalidates: its own tags when it goes live, only the item's unpublished changes otherwise. */
export const updateTags = <Tag>(tags: Tag[], target: PendingTarget, asChanges?: boolean) =>
  asChanges ? [pendingChangesTag(target)] : tags;
