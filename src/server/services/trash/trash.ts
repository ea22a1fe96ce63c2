import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import { HISTORY_COLLECTIONS, type ActivityEntity, type HistoryCollection } from '@/common/api/activity';
import { ERROR_CODES, FIELD_PROBLEMS } from '@/common/api/error-codes';
import { RESTORE_CONFLICTS, type RestoredItem, type TrashRestoreBody } from '@/common/api/trash';
import { HttpError, notFound } from '@/server/errors';
import { fieldProblems } from '@/server/validation';
import type { DocumentRow } from '@/server/repositories/document-rows';
import { nameOf } from '../activity/changes';
import { LINKED_PRODUCTS, STORED_DOCUMENTS } from '../activity/kept-state';
import { documentsWithFiles } from '../catalogue/kept-documents';
import { imagesNamedIn, storedImageOf } from '../images';
import { releaseImage } from '../images/uploads';
import { RESTORERS } from '../revisions/restorers';

type State = Record<string, unknown>;

const conflict = (problems: Record<string, string>) =>
  new HttpError(
    409,
    ERROR_CODES.restoreConflict,
    `The item cannot be restored as it was: ${Object.entries(problems)
      .map(([field, problem]) => `${field} ${problem}`)
      .join(', ')}`,
    problems,
  );

/** A product's terms and principal that are gone meanwhile are left off; its category is the caller's to settle. */
async function withExistingLinks(app: FastifyInstance, fields: State): Promise<State> {
  const { kysely } = app.db;
  const termIds = [...((fields.industry_ids as number[]) ?? []), ...((fields.application_ids as number[]) ?? [])];
  const terms = new Set(
    termIds.length === 0
      ? []
      : (await kysely.selectFrom('catalogue_terms').select('id').where('id', 'in', termIds).execute()).map(
          (row) => row.id,
        ),
  );
  const principal = fields.principal_id as number | null | undefined;
  const principalExists =
    principal != null &&
    (await kysely.selectFrom('partners').select('id').where('id', '=', principal).executeTakeFirst()) !== undefined;
  return {
    ...fields,
    ...(Array.isArray(fields.industry_ids) && { industry_ids: fields.industry_ids.filter((id) => terms.has(id)) }),
    ...(Array.isArray(fields.application_ids) && {
      application_ids: fields.application_ids.filter((id) => terms.has(id)),
    }),
    ...(principal != null && { principal_id: principalExists ? principal : null }),
  };
}

/**
 * Brings an item back from the trash as it was deleted: its id and creation time, every language, its picture, a
 * product's certifications, terms (those still there) and documents, and a term or partner back on the products it
 * was on (those still there; for a partner, those without another principal since). A name taken meanwhile, or a
 * product's category in the trash, answers 409 RESTORE_CONFLICT naming the field; `body` then gives another name, or
 * asks for the category to come back first. Nothing is written when it is refused.
 */
export async function restoreFromTrash(
  app: FastifyInstance,
  collection: HistoryCollection,
  id: number,
  body: TrashRestoreBody = {},
  /** Records an item brought back besides this one (the category of a product), which the route does not record. */
  recordAlso: (restored: {
    collection: HistoryCollection;
    id: number;
    state: unknown;
  }) => Promise<void> = async () => {},
): Promise<RestoredItem> {
  const restorer = RESTORERS[collection];
  const entity = HISTORY_COLLECTIONS[collection];
  const deletion = await app.repos.activity.inTrash(entity, id);
  if (!deletion) throw notFound(`${restorer.noun} in the trash`);
  const { state } = deletion;

  const toFields = restorer.toFields ?? ((kept: State) => kept);
  let fields = Value.Clean(restorer.fields, structuredClone(toFields(state))) as State;
  if (body.name && 'name' in restorer.fields.properties) fields = { ...fields, name: body.name };
  if (collection === 'products') {
    fields = await withExistingLinks(app, fields);
    const categoryId = fields.category_id as number;
    if (!(await app.repos.categories.findForAdmin(categoryId))) {
      const categoryInTrash = await app.repos.activity.inTrash('category', categoryId);
      if (!categoryInTrash) throw conflict({ category_id: FIELD_PROBLEMS.notFound });
      if (!body.with_category) throw conflict({ category_id: RESTORE_CONFLICTS.categoryInTrash });
      await restoreFromTrash(app, 'categories', categoryId);
      const state = await RESTORERS.categories.read(app, categoryId);
      await recordAlso({ collection: 'categories', id: categoryId, state });
    }
  }
  const problems = fieldProblems(restorer.fields, fields);
  if (problems) throw conflict(problems);

  const wanted = restorer.image ? storedImageOf(state[restorer.image]) : null;
  const image = wanted && (await app.images.hasFiles(wanted)) ? wanted : null;
  if (restorer.imageRequired && !image) throw conflict({ [restorer.image!]: FIELD_PROBLEMS.notFound });

  const restored = { id, created_at: String(state.created_at ?? deletion.at) };
  const outcome = await restorer.add(app, fields as never, image, restored);
  if (outcome.status === 'refused') {
    throw conflict(outcome.problems.name ? { name: RESTORE_CONFLICTS.nameTaken } : outcome.problems);
  }
  if (collection === 'products') await putBackDocuments(app, state);
  const linked = (state[LINKED_PRODUCTS] as number[] | undefined) ?? [];
  if (collection === 'industries' || collection === 'applications')
    await app.repos.catalogueTerms.putBackOn(id, linked);
  if (collection === 'partners') await app.repos.partners.putBackAsPrincipal(id, linked);
  return { collection, id, imageMissing: wanted !== null && image === null };
}

/** A restored product's documents, those whose files are still there, as they were stored. */
async function putBackDocuments(app: FastifyInstance, state: State): Promise<void> {
  const { present } = await documentsWithFiles(app, (state[STORED_DOCUMENTS] as DocumentRow[] | undefined) ?? []);
  await app.repos.productDocuments.putBack(present);
}

/**
 * Removes an item from the trash for good: every state the log kept of it (its revisions and its deletion) and its
 * unpublished changes are forgotten, and the pictures and documents only those named are removed. The records
 * themselves stay in the log.
 */
export async function purgeFromTrash(app: FastifyInstance, collection: HistoryCollection, id: number): Promise<void> {
  const entity = HISTORY_COLLECTIONS[collection];
  const deletion = await app.repos.activity.inTrash(entity, id);
  if (!deletion) throw notFound(`${RESTORERS[collection].noun} in the trash`);
  const forgotten = await app.repos.activity.forgetItem(entity, id);
  const changes = await app.repos.pendingChanges.remove(collection, id);
  const images = new Map(forgotten.flatMap(imagesNamedIn).map((image) => [image.key, image]));
  if (changes?.image) images.set(changes.image.key, changes.image);
  for (const image of images.values()) await releaseImage(app, image);
  const referenced = new Set(await app.repos.productDocuments.referencedFiles());
  for (const row of (deletion.state[STORED_DOCUMENTS] as DocumentRow[] | undefined) ?? []) {
    if (!referenced.has(row.file)) await app.documentFiles.remove(row.file);
  }
}

/**
 * Removes for good the items deleted more than TRASH_RETENTION_DAYS ago (`now` minus the days), each recorded in the
 * log as removed by nobody in particular; answers how many.
 */
export async function sweepTrash(app: FastifyInstance, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - app.config.trashRetentionDays * 24 * 60 * 60 * 1000).toISOString();
  const expired = await app.repos.activity.trashedBefore(Object.values(HISTORY_COLLECTIONS), cutoff);
  const collectionOf = new Map<ActivityEntity, HistoryCollection>(
    Object.entries(HISTORY_COLLECTIONS).map(([collection, entity]) => [entity, collection as HistoryCollection]),
  );
  let removed = 0;
  for (const { entity, entityId } of expired) {
    const deletion = await app.repos.activity.inTrash(entity, entityId);
    if (!deletion) continue;
    await purgeFromTrash(app, collectionOf.get(entity)!, entityId);
    await app.repos.activity.record({
      userId: null,
      username: null,
      address: null,
      action: 'purge',
      entity,
      entityId,
      entityName: nameOf(deletion.state),
    });
    removed += 1;
  }
  return removed;
}
