import type { PublicationState } from '@/common/api/publication';

/** An item's publication as stored (migration 0015): the form's fields resolved against the clock. */
export interface StoredPublication {
  state: PublicationState;
  publish_at: string | null;
  unpublish_at: string | null;
}

/** Visitors read published items only. */
export const PUBLISHED: PublicationState = 'published';
