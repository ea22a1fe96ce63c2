import type { CareerCreateBody } from '@/common/api/careers';
import type { PublicationFields } from '@/common/api/publication';

/**
 * The publication a career's body asks for. Its `state` wins; without one, the SPEC's `status` says it: true is
 * published (now, if it was not), false a draft, taken offline for good like the back office's 'Unpublish' does,
 * so an unpublish time left behind cannot end a later publication. Neither leaves the publication to the defaults
 * of resolvePublication.
 */
export function careerPublicationFields({
  status,
  state,
  publish_at,
  unpublish_at,
}: Pick<CareerCreateBody, 'status' | keyof PublicationFields>): PublicationFields {
  if (state !== undefined || status === undefined) return { state, publish_at, unpublish_at };
  if (status) return { state: 'published', publish_at, unpublish_at };
  return { state: 'draft', publish_at, unpublish_at: unpublish_at ?? '' };
}
