import type { ProductFields } from '@/common/api/catalogue';
import { FIELD_PROBLEMS } from '@/common/api/error-codes';
import { hasValidCasCheckDigit } from '@/common/cas-number';
import { validationError } from '@/server/validation';

/**
 * What the schema cannot check of a product form, before anything is stored: the CAS number's check digit, and a
 * name for each certification of kind 'other' (the named kinds are known by their kind).
 */
export function checkProductForm(fields: ProductFields): void {
  const problems: Record<string, string> = {};
  if (fields.cas_number && !hasValidCasCheckDigit(fields.cas_number)) problems.cas_number = FIELD_PROBLEMS.invalid;
  fields.certifications?.forEach((certification, index) => {
    if (certification.kind === 'other' && !certification.name.trim()) {
      problems[`certifications.${index}.name`] = FIELD_PROBLEMS.required;
    }
  });
  if (Object.keys(problems).length > 0) throw validationError('form', problems);
}
