import type { FastifyInstance } from 'fastify';
import type { CareerUpdateBody } from '@/common/api/careers';
import { ERROR_CODES } from '@/common/api/error-codes';
import type { PendingChanges, PendingCollection } from '@/common/api/pending-changes';
import type { PublicationFields } from '@/common/api/publication';
import { HttpError, notFound } from '@/server/errors';
import { careerPublicationFields } from '../career-publication';
import { releaseImage } from '../images/uploads';
import type { StoredPublication } from '@/server/repositories/publication-columns';
import { resolvePublication } from '../publication';
import { RESTORERS } from './restorers';
import { writeBack } from './restore';

type State = Record<string, unknown>;

/** Who saves the changes, as the activity log names them. */
export interface Author {
  id: number;
  username: string;
}

const PUBLICATION_OF: Record<
  PendingCollection,
  (app: FastifyInstance, id: number) => Promise<StoredPublication | undefined>
> = {
  products: (app, id) => app.repos.products.publicationOf(id),
  categories: (app, id) => app.repos.categories.publicationOf(id),
  articles: (app, id) => app.repos.articles.publicationOf(id),
  careers: (app, id) => app.repos.careers.publicationOf(id),
  galleries: (app, id) => app.repos.gallery.publicationOf(id),
  slides: (app, id) => app.repos.slides.publicationOf(id),
  partners: (app, id) => app.repos.partners.publicationOf(id),
};

const notPublishable = (problems: Record<string, string>) =>
  new HttpError(
    409,
    ERROR_CODES.changesNotPublishable,
    `The changes cannot be published: ${Object.keys(problems).join(', ')}`,
    problems,
  );

const noChanges = () => notFound('Unpublished changes');

/** What a saved form asks of the item's publication (a career's `status` among it). */
function publicationFieldsOf(collection: PendingCollection, fields: State): PublicationFields {
  if (collection === 'careers') return careerPublicationFields(fields as CareerUpdateBody);
  const { state, publish_at, unpublish_at } = fields as PublicationFields;
  return { state, publish_at, unpublish_at };
}

/** The item's new publication from a saved form, or undefined when it keeps its own; 400 when it cannot be. */
async function publicationFor(app: FastifyInstance, collection: PendingCollection, id: number, fields: State) {
  return resolvePublication(publicationFieldsOf(collection, fields), await PUBLICATION_OF[collection](app, id));
}

async function currentItem(app: FastifyInstance, collection: PendingCollection, id: number): Promise<State> {
  const restorer = RESTORERS[collection];
  const current = (await restorer.read(app, id)) as State | undefined;
  if (!current) throw notFound(restorer.noun);
  return current;
}

/**
 * The item's unpublished changes, or null when it has none: the item as the back office reads it with the changes
 * laid over it (texts, lists, picture, times), as its form and its page show them. Its state stays the live one.
 */
export async function readChanges(
  app: FastifyInstance,
  collection: PendingCollection,
  id: number,
): Promise<PendingChanges<State> | null> {
  const restorer = RESTORERS[collection];
  const current = await currentItem(app, collection, id);
  const changes = await app.repos.pendingChanges.find(collection, id);
  if (!changes) return null;
  const { state: _state, status: _status, publish_at, unpublish_at, ...content } = changes.fields;
  const item = restorer.withFields ? await restorer.withFields(app, current, content) : { ...current, ...content };
  if (typeof publish_at === 'string') item.publish_at = publish_at || null;
  if (typeof unpublish_at === 'string') item.unpublish_at = unpublish_at || null;
  if (restorer.image && changes.image) item[restorer.image] = app.images.toImageSet(changes.image);
  return { item, saved_at: changes.savedAt, saved_by: changes.username };
}

/**
 * Keeps an edit of the item apart as its unpublished changes (in place of earlier ones): the form is checked as its
 * update checks it, and its new picture is processed now, so that publishing later has nothing left to refuse but
 * what changed meanwhile. Visitors keep seeing the item as it is.
 */
export async function saveChanges(
  app: FastifyInstance,
  collection: PendingCollection,
  id: number,
  fields: State,
  file: Buffer | undefined,
  author: Author | undefined,
): Promise<PendingChanges<State>> {
  RESTORERS[collection].check?.(fields);
  await currentItem(app, collection, id);
  await publicationFor(app, collection, id, fields);
  // Without a new picture, the changes keep the one they had (the form showed it).
  const image = file
    ? await app.images.process(file)
    : ((await app.repos.pendingChanges.find(collection, id))?.image ?? null);
  let earlier;
  try {
    earlier = await app.repos.pendingChanges.save(collection, id, {
      fields,
      image,
      userId: author?.id ?? null,
      username: author?.username ?? null,
    });
  } catch (error) {
    if (file) await app.images.remove(image);
    throw error;
  }
  if (earlier && earlier.key !== image?.key) await releaseImage(app, earlier);
  return (await readChanges(app, collection, id))!;
}

/**
 * Publishes the item's unpublished changes: they are written over the item by its ordinary update (a new revision
 * in its history), then forgotten. What no longer holds (a category gone, a name taken, a time past) answers 409
 * naming the fields, and the changes stay.
 */
export async function publishChanges(
  app: FastifyInstance,
  collection: PendingCollection,
  id: number,
): Promise<unknown> {
  const restorer = RESTORERS[collection];
  const current = await currentItem(app, collection, id);
  const changes = await app.repos.pendingChanges.find(collection, id);
  if (!changes) throw noChanges();
  let publication;
  try {
    publication = await publicationFor(app, collection, id, changes.fields);
  } catch (error) {
    if (error instanceof HttpError && error.fields) throw notPublishable(error.fields);
    throw error;
  }
  await writeBack(app, restorer, id, current, { ...changes, publication }, notPublishable);
  // Its picture now lives in the item's row, so forgetting the copy leaves nothing to release.
  await app.repos.pendingChanges.remove(collection, id, changes.savedAt);
  return restorer.read(app, id);
}

/** Forgets the item's unpublished changes and the picture they brought; the item stays as visitors see it. */
export async function discardChanges(app: FastifyInstance, collection: PendingCollection, id: number): Promise<void> {
  const changes = await app.repos.pendingChanges.remove(collection, id);
  if (!changes) throw noChanges();
  await releaseImage(app, changes.image);
}
