import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import type { ActivityEntity } from '@/common/api/activity';
import { ERROR_CODES } from '@/common/api/error-codes';
import type { RestoredRevision } from '@/common/api/revisions';
import { HttpError, notFound } from '@/server/errors';
import type { StoredImage } from '@/server/repositories/image-column';
import { fieldProblems } from '@/server/validation';
import { storedImageOf } from '../images';
import { bringBackDocuments } from '../catalogue/kept-documents';
import { releaseImage } from '../images/uploads';
import type { StoredPublication } from '@/server/repositories/publication-columns';
import type { Restorer } from './restorers';

type State = Record<string, unknown>;

/** How a write-back that breaks a rule is refused: which error, and its message, for the fields named. */
type Refusal = (problems: Record<string, string>) => HttpError;

const notRestorable: Refusal = (problems) =>
  new HttpError(
    409,
    ERROR_CODES.revisionNotRestorable,
    `The revision cannot be restored: ${Object.keys(problems).join(', ')}`,
    problems,
  );

/** What to write over an item: form fields, the picture they bring, and a new publication when there is one. */
export interface WriteBack {
  fields: State;
  image: StoredImage | null;
  publication?: StoredPublication;
}

/**
 * Writes `fields` over item `id` (whose state is `current`) by the item's ordinary update, so that its rules hold and
 * the activity log records a new revision: a field `fields` lacks (added by a later migration) keeps the current
 * value. A new picture goes in only while its files are there; answers whether it was kept out for that reason.
 */
export async function writeBack(
  app: FastifyInstance,
  restorer: Restorer,
  id: number,
  current: State,
  { fields: wanted, image: wantedImage, publication }: WriteBack,
  refuse: Refusal,
): Promise<{ imageKept: boolean }> {
  const toFields = restorer.toFields ?? ((state: State) => state);
  const fields = Value.Clean(restorer.fields, structuredClone({ ...toFields(current), ...wanted }));
  const problems = fieldProblems(restorer.fields, fields);
  if (problems) throw refuse(problems);

  const now = restorer.image ? storedImageOf(current[restorer.image]) : null;
  const changesImage = wantedImage !== null && wantedImage.key !== now?.key;
  const image = changesImage && (await app.images.hasFiles(wantedImage)) ? wantedImage : null;

  const outcome = await restorer.write(app, id, fields as never, image, publication);
  if (outcome.status === 'not-found') throw notFound(restorer.noun);
  if (outcome.status === 'refused') throw refuse(outcome.problems);
  if (outcome.replaced && outcome.replaced.key !== image?.key) await releaseImage(app, outcome.replaced);
  return { imageKept: changesImage && image === null };
}

/**
 * Puts revision `revisionId` of item `id` back: its form fields as that revision kept them, and its picture when its
 * files are still there (otherwise the current one stays and the answer says so); a product's documents that
 * revision had and that are gone since come back, those whose files remain (the answer names the others). The item
 * keeps its publication.
 */
export async function restoreRevision(
  app: FastifyInstance,
  restorer: Restorer,
  entity: ActivityEntity,
  id: number,
  revisionId: number,
): Promise<RestoredRevision> {
  const current = (await restorer.read(app, id)) as State | undefined;
  if (!current) throw notFound(restorer.noun);
  const revision = await app.repos.activity.revision(entity, id, revisionId);
  if (!revision) throw notFound('Revision');
  const toFields = restorer.toFields ?? ((state: State) => state);
  const image = restorer.image ? storedImageOf(revision.state[restorer.image]) : null;
  const { imageKept } = await writeBack(
    app,
    restorer,
    id,
    current,
    { fields: toFields(revision.state), image },
    notRestorable,
  );
  const documentsMissing = entity === 'product' ? await bringBackDocuments(app, id, revision.state) : [];
  return { imageKept, documentsMissing };
}
