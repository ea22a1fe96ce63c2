import type { FieldChange } from '@/common/api/activity';
import type { RevisionField } from '@/common/api/revisions';
import { KEPT_STATE_KEYS } from './kept-state';

type Primitive = string | number | boolean | null;

/** Fields that change on every write, or that the server derives: not what anyone changed. */
const DERIVED_FIELDS = new Set(['id', 'created_at', 'updated_at', 'product_count', 'fallback', 'url']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A picture as the API answers it (`{ src, srcset, width, height }`) stands for its file's name. */
const isImage = (value: Record<string, unknown>) => typeof value.src === 'string' && 'srcset' in value;
const fileName = (src: string) => src.slice(src.lastIndexOf('/') + 1);

/** Each leaf of `value` by its dotted path; lists and pictures are leaves (a list as its JSON text). */
function flatten(value: unknown, prefix = '', into = new Map<string, Primitive>()): Map<string, Primitive> {
  if (!isRecord(value)) {
    if (prefix) into.set(prefix, leaf(value));
    return into;
  }
  for (const [key, child] of Object.entries(value)) {
    if (!prefix && (DERIVED_FIELDS.has(key) || KEPT_STATE_KEYS.has(key))) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(child) && !isImage(child)) flatten(child, path, into);
    else into.set(path, leaf(child));
  }
  return into;
}

function leaf(value: unknown): Primitive {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (isRecord(value) && isImage(value)) return fileName(value.src as string);
  return JSON.stringify(value);
}

/**
 * The fields that differ between two states of an entity, as the admin API answers them (texts in every language
 * under `translations.<language>.<field>`, pictures by file name), in the order the later state lists them. A state
 * that is absent (before a create, after a delete) counts as empty.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const old = flatten(before);
  const now = flatten(after);
  const changes: FieldChange[] = [];
  for (const field of new Set([...now.keys(), ...old.keys()])) {
    const was = old.get(field) ?? null;
    const is = now.get(field) ?? null;
    if (was !== is) changes.push({ field, before: was, after: is });
  }
  return changes;
}

/** The name an entity goes by in the log: its name, title, company name or username, as it was. */
export function nameOf(state: unknown): string | undefined {
  if (!isRecord(state)) return undefined;
  for (const key of ['name', 'title', 'companyName', 'username']) {
    if (typeof state[key] === 'string' && state[key]) return state[key];
  }
  return undefined;
}

/**
 * Every field of two states of an item, side by side, marked where they differ: the later state's fields in its
 * order, then those only the earlier one had.
 */
export function compareStates(from: unknown, to: unknown): RevisionField[] {
  const old = flatten(from);
  const now = flatten(to);
  return [...new Set([...now.keys(), ...old.keys()])].map((field) => {
    const was = old.get(field) ?? null;
    const is = now.get(field) ?? null;
    return { field, from: was, to: is, changed: was !== is };
  });
}
