import { PUBLICATION_STATES, type Publication, type PublicationState } from '@/common/api/publication';
import { fail } from './envelope';

/** What a form sent about an item's publication: each field as sent, or undefined when it was not. */
export interface SentPublication {
  state?: unknown;
  publish_at?: unknown;
  unpublish_at?: unknown;
}

export const isPublicationState = (value: unknown): value is PublicationState =>
  PUBLICATION_STATES.includes(value as PublicationState);

/** A time field of the form: kept when not sent, none when sent empty. */
const sentTime = (value: unknown, current: string | null): string | null =>
  value === undefined ? current : value ? new Date(String(value)).toISOString() : null;

/**
 * The publication a create (no `current`) or an edit asks for, as the server resolves it (services/publication.ts):
 * a new item is published unless told otherwise, a scheduled one needs a publish time to come, an unpublish time
 * must come after now and the publish time; `refused` names the fields it refuses ({} when none).
 */
export function resolvePublication(
  sent: SentPublication,
  current?: Publication,
): { value: Publication; refused: Record<string, string> } {
  const asked = sent.state;
  const state = isPublicationState(asked) ? asked : (current?.state ?? 'published');
  const value: Publication = {
    state,
    publish_at: sentTime(sent.publish_at, current?.publish_at ?? null),
    unpublish_at: sentTime(sent.unpublish_at, current?.unpublish_at ?? null),
  };
  const now = new Date().toISOString();
  const refused = (field: string, problem: string) => ({ value, refused: { [field]: problem } });
  if (asked !== undefined && !isPublicationState(asked)) return refused('state', 'invalid');
  if (state === 'scheduled' && !value.publish_at) return refused('publish_at', 'required');
  if (state === 'scheduled' && value.publish_at! <= now) return refused('publish_at', 'past_date');
  if (state === 'published' && current?.state !== 'published') value.publish_at = now;
  const earliestEnd = state === 'draft' ? now : [now, value.publish_at ?? now].sort()[1]!;
  if (value.unpublish_at && value.unpublish_at <= earliestEnd) return refused('unpublish_at', 'out_of_range');
  return { value, refused: {} };
}

/** The publication fields of a multipart form, those it sent. */
export const sentInForm = (form: FormData): SentPublication =>
  Object.fromEntries(
    (['state', 'publish_at', 'unpublish_at'] as const)
      .filter((name) => form.has(name))
      .map((name) => [name, form.get(name)]),
  );

/** The admin list's own filter, one publication state: its rows in that state, or the server's refusal of another. */
export function inStateAsked<Row extends Publication>(request: Request, rows: Row[]): Row[] | Response {
  const state = new URL(request.url).searchParams.get('state');
  if (state !== null && !isPublicationState(state))
    return fail(400, 'Invalid querystring', 'VALIDATION', { state: 'invalid' });
  return rows.filter((row) => state === null || row.state === state);
}
