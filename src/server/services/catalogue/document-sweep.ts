import type { ProductDocumentsRepository } from '@/server/repositories/product-documents-repository';
import type { PdfFiles } from '../files/pdf-files';

/**
 * Deletes the document files no row names (left by a killed process between writing a file and its row, or by a
 * removal that failed) once they are old enough not to belong to an upload under way; answers their names.
 */
export async function sweepOrphanDocuments(
  documents: Pick<ProductDocumentsRepository, 'referencedFiles'>,
  files: Pick<PdfFiles, 'removeOrphans'>,
  now = Date.now(),
): Promise<string[]> {
  return files.removeOrphans(await documents.referencedFiles(), now);
}
