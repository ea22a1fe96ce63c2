import type { Kysely } from 'kysely';
import { SPEC_CODE_FIELDS, SPEC_TEXT_FIELDS, type ProductFields } from '@/common/api/catalogue';
import type { Certification } from '@/common/api/product-data';
import { FIELD_PROBLEMS } from '@/common/api/error-codes';
import type { TermKind } from '@/common/constants';
import type { Database } from '../db/schema';
import { isForeignKeyViolation } from './constraint-errors';
import { serializeTranslations } from './translations';

/** The fields of a product form that name a row which does not exist (or is of another kind), with their problem. */
export type ReferenceProblems = Partial<
  Record<'category_id' | 'principal_id' | 'industry_ids' | 'application_ids', typeof FIELD_PROBLEMS.notFound>
>;

const SPEC_FIELDS = [...SPEC_TEXT_FIELDS, ...SPEC_CODE_FIELDS] as const;

/**
 * The product columns a form sets. On an update a field left out keeps its value, but the name and the category,
 * which every form sends; `principal_id: null` clears the principal.
 */
export function productColumns(fields: ProductFields) {
  const specs = Object.fromEntries(
    SPEC_FIELDS.flatMap((field) => {
      const value = fields[field];
      return value === undefined ? [] : [[field, value.trim()]];
    }),
  ) as Partial<Record<(typeof SPEC_FIELDS)[number], string>>;
  return {
    category_id: fields.category_id,
    name: fields.name.trim(),
    ...(fields.description !== undefined && { description: fields.description }),
    ...specs,
    ...(fields.principal_id !== undefined && { principal_id: fields.principal_id }),
    ...(fields.translations !== undefined && { translations: serializeTranslations(fields.translations) }),
  };
}

/** Whether every row the form names exists: its category, its principal, its terms (each of the right kind). */
export async function referenceProblems(
  executor: Kysely<Database>,
  fields: ProductFields,
): Promise<ReferenceProblems | undefined> {
  const termIds = [...(fields.industry_ids ?? []), ...(fields.application_ids ?? [])];
  const [category, principal, terms] = await Promise.all([
    executor.selectFrom('categories').select('id').where('id', '=', fields.category_id).executeTakeFirst(),
    fields.principal_id
      ? executor.selectFrom('partners').select('id').where('id', '=', fields.principal_id).executeTakeFirst()
      : undefined,
    termIds.length > 0
      ? executor.selectFrom('catalogue_terms').select(['id', 'kind']).where('id', 'in', termIds).execute()
      : [],
  ]);
  const kindOf = new Map(terms.map((term) => [term.id, term.kind]));
  const allOfKind = (ids: number[] | undefined, kind: TermKind) => (ids ?? []).every((id) => kindOf.get(id) === kind);
  const problems: ReferenceProblems = {
    ...(!category && { category_id: FIELD_PROBLEMS.notFound }),
    ...(fields.principal_id && !principal && { principal_id: FIELD_PROBLEMS.notFound }),
    ...(!allOfKind(fields.industry_ids, 'industry') && { industry_ids: FIELD_PROBLEMS.notFound }),
    ...(!allOfKind(fields.application_ids, 'application') && { application_ids: FIELD_PROBLEMS.notFound }),
  };
  return Object.keys(problems).length > 0 ? problems : undefined;
}

/** Thrown inside a product write to roll it back when the form names a row that is not there. */
export class InvalidReferences extends Error {
  constructor(readonly problems: ReferenceProblems) {
    super('The product form names rows that do not exist');
  }
}

/** Refuses the write (rolling its transaction back) when the form names a row that is not there. */
export async function checkReferences(trx: Kysely<Database>, fields: ProductFields): Promise<void> {
  const problems = await referenceProblems(trx, fields);
  if (problems) throw new InvalidReferences(problems);
}

/**
 * Runs a product write, answering `{ status: 'invalid' }` with the problems when it named a row that is not there:
 * found by the check inside it, or by the database when a row went away meanwhile (then read again to name it).
 */
export async function refusingInvalidReferences<T>(
  db: Kysely<Database>,
  fields: ProductFields,
  write: () => Promise<T>,
): Promise<T | { status: 'invalid'; problems: ReferenceProblems }> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof InvalidReferences) return { status: 'invalid', problems: error.problems };
    const problems = isForeignKeyViolation(error) ? await referenceProblems(db, fields) : undefined;
    if (problems) return { status: 'invalid', problems };
    throw error;
  }
}

async function replaceCertifications(trx: Kysely<Database>, productId: number, certifications: Certification[]) {
  await trx.deleteFrom('product_certifications').where('product_id', '=', productId).execute();
  if (certifications.length === 0) return;
  await trx
    .insertInto('product_certifications')
    .values(
      certifications.map((certification, position) => ({
        product_id: productId,
        position,
        kind: certification.kind,
        name: certification.name.trim(),
        issuer: certification.issuer.trim(),
        number: certification.number.trim(),
        expires_on: certification.expires_on,
      })),
    )
    .execute();
}

async function replaceTerms(trx: Kysely<Database>, productId: number, kind: TermKind, termIds: number[]) {
  await trx
    .deleteFrom('product_terms')
    .where('product_id', '=', productId)
    .where('term_id', 'in', (eb) => eb.selectFrom('catalogue_terms').select('id').where('kind', '=', kind))
    .execute();
  if (termIds.length === 0) return;
  await trx
    .insertInto('product_terms')
    .values(termIds.map((termId) => ({ product_id: productId, term_id: termId })))
    .execute();
}

/** Replaces each list the form sends as a whole; a list left out keeps its rows. */
export async function replaceProductLists(trx: Kysely<Database>, productId: number, fields: ProductFields) {
  if (fields.certifications !== undefined) await replaceCertifications(trx, productId, fields.certifications);
  if (fields.industry_ids !== undefined) await replaceTerms(trx, productId, 'industry', fields.industry_ids);
  if (fields.application_ids !== undefined) await replaceTerms(trx, productId, 'application', fields.application_ids);
}
