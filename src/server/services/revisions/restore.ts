import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import type { ActivityEntity } from '@/common/api/activity';
import { ERROR_CODES } from '@/common/api/error-codes';
import type { RestoredRevision } from '@/common/api/revisions';
import { HttpError, notFound } from '@/server/errors';
import { fieldProblems } from '@/server/validation';
import { storedImageOf } from '../images';
import { releaseImage } from '../images/uploads';
import type { Restorer } from './restorers';

type State = Record<string, unknown>;

const notRestorable = (problems: Record<string, string>) =>
  new HttpError(
    409,
    ERROR_CODES.revisionNotRestorable,
    `The revision cannot be restored: ${Object.keys(problems).join(', ')}`,
    problems,
  );

/**
 * Puts revision `revisionId` of item `id` back: its form fields as that revision kept them, and, for a field the
 * revision does not have (added by a later migration), the current value. Its picture comes back when its files are
 * still there; otherwise the current one stays and the answer says so. The write is the item's ordinary update, so
 * its rules hold and the activity log records it as a new revision.
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
  const fields = Value.Clean(restorer.fields, structuredClone({ ...toFields(current), ...toFields(revision.state) }));
  const problems = fieldProblems(restorer.fields, fields);
  if (problems) throw notRestorable(problems);

  const wanted = restorer.image ? storedImageOf(revision.state[restorer.image]) : null;
  const now = restorer.image ? storedImageOf(current[restorer.image]) : null;
  const changesImage = wanted !== null && wanted.key !== now?.key;
  const image = changesImage && (await app.images.hasFiles(wanted)) ? wanted : null;

  const outcome = await restorer.write(app, id, fields as never, image);
  if (outcome.status === 'not-found') throw notFound(restorer.noun);
  if (outcome.status === 'refused') throw notRestorable(outcome.problems);
  if (outcome.replaced && outcome.replaced.key !== image?.key) await releaseImage(app, outcome.replaced);
  return { imageKept: changesImage && image === null };
}
