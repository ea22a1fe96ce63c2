import type { FastifyInstance } from 'fastify';
import type { DocumentRow } from '@/server/repositories/document-rows';
import { STORED_DOCUMENTS } from '../activity/kept-state';

/** Kept document rows split by whether their files are still in the documents directory. */
export async function documentsWithFiles(
  app: FastifyInstance,
  rows: readonly DocumentRow[],
): Promise<{ present: DocumentRow[]; gone: DocumentRow[] }> {
  const present: DocumentRow[] = [];
  const gone: DocumentRow[] = [];
  for (const row of rows) ((await app.documentFiles.read(row.file)) ? present : gone).push(row);
  return { present, gone };
}

/**
 * After a product's revision is restored: the documents that revision had and the product has no longer come back,
 * those whose files are still there (a file stays while a kept state names it). The documents added since stay.
 * Answers the names of those whose files are gone.
 */
export async function bringBackDocuments(
  app: FastifyInstance,
  productId: number,
  revisionState: Record<string, unknown>,
): Promise<string[]> {
  const kept = (revisionState[STORED_DOCUMENTS] as DocumentRow[] | undefined) ?? [];
  const current = new Set((await app.repos.productDocuments.stored(productId)).map((row) => row.file));
  const { present, gone } = await documentsWithFiles(
    app,
    kept.filter((row) => !current.has(row.file)),
  );
  await app.repos.productDocuments.addKept(productId, present);
  return gone.map((row) => row.name);
}

/**
 * Removes a deleted document's file once nothing names it: no row, and no revision or trashed product that could
 * bring it back (otherwise the document sweep removes it once they are forgotten).
 */
export async function releaseDocument(app: FastifyInstance, file: string): Promise<void> {
  if (!(await app.repos.productDocuments.namesFile(file))) await app.documentFiles.remove(file);
}
