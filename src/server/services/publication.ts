import { FIELD_PROBLEMS } from '@/common/api/error-codes';
import type { PublicationFields } from '@/common/api/publication';
import { invalidField } from '@/server/errors';
import type { StoredPublication } from '@/server/repositories/publication-columns';

/** The job that publishes what is due and unpublishes what has expired: every minute, on one process. */
export const PUBLISH_JOB = 'publish-due';
export const PUBLISH_CRON = '* * * * *';
export const PUBLISH_LEASE_SECONDS = 60;

/** A form's time field: '' is none. */
const timeOf = (value: string | undefined, current: string | null | undefined) =>
  value === undefined ? (current ?? null) : value === '' ? null : new Date(value).toISOString();

/** The publication a form's fields describe, as stored, without checking its times against the clock. */
export function storedPublicationOf(fields: PublicationFields, current?: StoredPublication): StoredPublication {
  return {
    state: fields.state ?? current?.state ?? 'published',
    publish_at: timeOf(fields.publish_at, current?.publish_at),
    unpublish_at: timeOf(fields.unpublish_at, current?.unpublish_at),
  };
}

/**
 * The publication after a create (no `current`) or an edit, from the form's fields: without any, an edit keeps its
 * publication (undefined) and a new item is published at once. A scheduled item needs a publish time to come; an
 * item being published now gets now as its publish time; an unpublish time must come after both now and the
 * publish time. Throws 400 naming the field otherwise.
 */
export function resolvePublication(
  fields: PublicationFields,
  current?: StoredPublication,
  now = new Date(),
): StoredPublication | undefined {
  const untouched = fields.state === undefined && fields.publish_at === undefined && fields.unpublish_at === undefined;
  if (untouched && current) return undefined;
  const wanted = storedPublicationOf(fields, current);
  const nowIso = now.toISOString();
  if (wanted.state === 'scheduled') {
    if (!wanted.publish_at)
      throw invalidField('publish_at', FIELD_PROBLEMS.required, 'A scheduled item needs a publish time');
    if (wanted.publish_at <= nowIso)
      throw invalidField('publish_at', FIELD_PROBLEMS.pastDate, 'The publish time has already gone by');
  }
  if (wanted.state === 'published' && current?.state !== 'published') wanted.publish_at = nowIso;
  const earliestEnd = wanted.state === 'draft' ? nowIso : [nowIso, wanted.publish_at ?? nowIso].sort()[1]!;
  if (wanted.unpublish_at && wanted.unpublish_at <= earliestEnd)
    throw invalidField(
      'unpublish_at',
      FIELD_PROBLEMS.outOfRange,
      'The unpublish time must come after the publish time',
    );
  return wanted;
}
