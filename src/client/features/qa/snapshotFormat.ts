import { HISTORY_COLLECTIONS } from '@/common/api/activity';
import type { RootState } from '@/client/app/store';
import { initialUiState } from '@/client/app/ui/uiSlice';
import { isLanguage, type Language } from '@/client/i18n/i18n';
import { initialAuthState } from '@/client/app/authSlice';
import { initialEnquiryBasketState, isBasketItem } from '@/client/app/enquiryBasket';

export const SNAPSHOT_FORMAT = 'sinar-qa-snapshot';
export const SNAPSHOT_VERSION = 1;
/** What every secret (the token, passwords) is replaced by in an exported snapshot. */
export const REDACTED = '[redacted]';

/** A QA snapshot file, as documented in docs/qa-snapshots.md. */
export interface QaSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  version: typeof SNAPSHOT_VERSION;
  /** ISO 8601 time of the export. */
  capturedAt: string;
  /** pathname + search of the screen that was shown. */
  path: string;
  language: Language;
  state: RootState;
}

/** Why a file was refused: a translation key and its values, shown in the panel and as a toast. */
export interface SnapshotProblem {
  key: string;
  params?: Record<string, string | number>;
}

export type SnapshotParseResult = { ok: true; snapshot: QaSnapshot } | { ok: false; problem: SnapshotProblem };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const STORE_KEYS = ['auth', 'ui', 'api'] as const;
/** Slices added since version 1 first shipped: a file captured before them replays with their initial state. */
const LATER_STORE_KEYS = ['enquiry', 'postedForm'] as const;
const API_KEYS = ['queries', 'mutations', 'provided', 'subscriptions', 'config'] as const;
const REQUEST_STATUSES = ['uninitialized', 'pending', 'fulfilled', 'rejected'];
const TOAST_VARIANTS = ['success', 'error', 'info', 'warning'];

class Refusal extends Error {
  constructor(readonly problem: SnapshotProblem) {
    super(problem.key);
  }
}

const damaged = (field: string) => new Refusal({ key: 'common:qa.errors.field', params: { field } });
const foreignKey = (field: string) => new Refusal({ key: 'common:qa.errors.unknownKey', params: { field } });

function objectAt(parent: Json, key: string, field: string): Json {
  const value = parent[key];
  if (!isObject(value)) throw damaged(field);
  return value;
}

/** Exactly `keys`, plus any of `optional`: a missing one is damage, an extra one belongs to some other build. */
function expectKeys(value: Json, keys: readonly string[], field: string, optional: readonly string[] = []): void {
  for (const key of keys) if (!(key in value)) throw damaged(`${field}.${key}`);
  for (const key of Object.keys(value)) {
    if (!keys.includes(key) && !optional.includes(key)) throw foreignKey(`${field}.${key}`);
  }
}

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** A slice must have the fields of its initial state, each of the same kind (null fields may hold anything). */
function checkSlice(slice: Json, initial: object, field: string): void {
  expectKeys(slice, Object.keys(initial), field);
  for (const [key, initialValue] of Object.entries(initial)) {
    const value = slice[key];
    if (initialValue !== null && value !== null && kindOf(value) !== kindOf(initialValue))
      throw damaged(`${field}.${key}`);
  }
}

/** A deletion's toast names the item its 'Undo' restores: a collection and an id. */
const isUndo = (undo: unknown) =>
  undo === undefined ||
  (isObject(undo) && typeof undo.id === 'number' && Object.hasOwn(HISTORY_COLLECTIONS, undo.collection as string));

function checkToasts(toasts: unknown[]): void {
  toasts.forEach((toast, index) => {
    const ok =
      isObject(toast) &&
      typeof toast.id === 'string' &&
      typeof toast.key === 'string' &&
      TOAST_VARIANTS.includes(toast.variant as string) &&
      typeof toast.durationMs === 'number' &&
      isUndo(toast.undo);
    if (!ok) throw damaged(`state.ui.toasts.${index}`);
  });
}

/** Each cache entry names its endpoint and has a known request status, as RTK Query's do. */
function checkRequests(entries: Json, field: string): void {
  for (const [key, entry] of Object.entries(entries)) {
    const ok =
      isObject(entry) && typeof entry.endpointName === 'string' && REQUEST_STATUSES.includes(entry.status as string);
    if (!ok) throw damaged(`${field}.${key}`);
  }
}

function checkApi(api: Json): void {
  expectKeys(api, API_KEYS, 'state.api');
  for (const key of API_KEYS) objectAt(api, key, `state.api.${key}`);
  checkRequests(api.queries as Json, 'state.api.queries');
  checkRequests(api.mutations as Json, 'state.api.mutations');
  const provided = api.provided as Json;
  objectAt(provided, 'tags', 'state.api.provided.tags');
  objectAt(provided, 'keys', 'state.api.provided.keys');
  if ((api.config as Json).reducerPath !== 'api') throw damaged('state.api.config.reducerPath');
}

function checkEnquiryBasket(state: Json): void {
  if (!('enquiry' in state)) return;
  const basket = objectAt(state, 'enquiry', 'state.enquiry');
  checkSlice(basket, initialEnquiryBasketState, 'state.enquiry');
  (basket.items as unknown[]).forEach((item, index) => {
    if (!isBasketItem(item)) throw damaged(`state.enquiry.items.${index}`);
  });
}

function checkState(state: Json): void {
  expectKeys(state, STORE_KEYS, 'state', LATER_STORE_KEYS);
  const auth = objectAt(state, 'auth', 'state.auth');
  const ui = objectAt(state, 'ui', 'state.ui');
  checkSlice(auth, initialAuthState, 'state.auth');
  for (const key of ['token', 'username'] as const) {
    if (auth[key] !== null && typeof auth[key] !== 'string') throw damaged(`state.auth.${key}`);
  }
  checkSlice(ui, initialUiState, 'state.ui');
  checkToasts(ui.toasts as unknown[]);
  checkEnquiryBasket(state);
  // A form posted without JavaScript, answered by the server's page: nothing, or what the server drew it from.
  if ('postedForm' in state && state.postedForm !== null) objectAt(state, 'postedForm', 'state.postedForm');
  checkApi(objectAt(state, 'api', 'state.api'));
}

function checkSnapshot(value: unknown): QaSnapshot {
  if (!isObject(value) || value.format !== SNAPSHOT_FORMAT) {
    throw new Refusal({ key: 'common:qa.errors.foreign', params: { format: SNAPSHOT_FORMAT } });
  }
  if (value.version !== SNAPSHOT_VERSION) {
    throw new Refusal({
      key: 'common:qa.errors.version',
      params: { version: String(value.version), supported: SNAPSHOT_VERSION },
    });
  }
  if (typeof value.capturedAt !== 'string' || Number.isNaN(Date.parse(value.capturedAt))) throw damaged('capturedAt');
  // An in-app path only: '//host' would leave the site when the browser history is rewritten to it.
  if (typeof value.path !== 'string' || !/^\/(?!\/)/.test(value.path)) throw damaged('path');
  if (!isLanguage(value.language)) throw damaged('language');
  const state = objectAt(value, 'state', 'state');
  checkState(state);
  return {
    ...value,
    state: { enquiry: initialEnquiryBasketState, postedForm: null, ...state },
  } as unknown as QaSnapshot;
}

/** Reads a snapshot file's text; a refusal says why in words a QA engineer can act on. */
export function parseSnapshot(text: string): SnapshotParseResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: { key: 'common:qa.errors.notJson' } };
  }
  try {
    return { ok: true, snapshot: checkSnapshot(value) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, problem: error.problem };
    throw error;
  }
}
