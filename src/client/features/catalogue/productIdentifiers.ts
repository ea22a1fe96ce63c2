import { CAS_NUMBER_PATTERN, E_NUMBER_PATTERN, type SpecCodeField } from '@/common/api/catalogue';
import { hasValidCasCheckDigit } from '@/common/cas-number';

export type ProductIdentifiers = Record<SpecCodeField, string>;
export type IdentifierProblem = 'casFormat' | 'casCheckDigit' | 'eNumberFormat';

const casShape = new RegExp(CAS_NUMBER_PATTERN);
const eNumberShape = new RegExp(E_NUMBER_PATTERN);

/** The identifiers as they are sent: trimmed, an empty one meaning the product has none. */
export const trimmedIdentifiers = ({ cas_number, e_number, inci_name }: ProductIdentifiers): ProductIdentifiers => ({
  cas_number: cas_number.trim(),
  e_number: e_number.trim(),
  inci_name: inci_name.trim(),
});

/** What the server would refuse in the identifiers, found before sending: the shapes and the CAS check digit. */
export function identifierProblems(identifiers: ProductIdentifiers): Partial<Record<SpecCodeField, IdentifierProblem>> {
  const { cas_number: cas, e_number: eNumber } = trimmedIdentifiers(identifiers);
  const problems: Partial<Record<SpecCodeField, IdentifierProblem>> = {};
  if (!casShape.test(cas)) problems.cas_number = 'casFormat';
  else if (cas && !hasValidCasCheckDigit(cas)) problems.cas_number = 'casCheckDigit';
  if (!eNumberShape.test(eNumber)) problems.e_number = 'eNumberFormat';
  return problems;
}
