import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TEXT_FIELDS, type AdminProduct, type ProductFields, type SpecCodeField } from '@/common/api/catalogue';
import type { Term } from '@/common/api/product-data';
import { useTranslatableTexts } from '@/client/components/useTranslatableTexts';
import { certificationRowsOf, certificationsOf, unnamedOtherRows, type CertificationRow } from './certificationRows';
import { identifierProblems, trimmedIdentifiers, type ProductIdentifiers } from './productIdentifiers';

const IDENTIFIER_MESSAGES = {
  casFormat: 'admin:productData.identifiers.casFormat',
  casCheckDigit: 'admin:productData.identifiers.casCheckDigit',
  eNumberFormat: 'admin:productData.identifiers.eNumberFormat',
} as const;

const identifiersOf = (product?: AdminProduct): ProductIdentifiers => ({
  cas_number: product?.cas_number ?? '',
  e_number: product?.e_number ?? '',
  inci_name: product?.inci_name ?? '',
});

/**
 * The state of the product form beyond its translatable texts and image: category, identifiers, principal,
 * certifications and terms, with the checks the form makes itself before sending (the server's are the same).
 */
export function useProductForm(product?: AdminProduct) {
  const { t } = useTranslation();
  const texts = useTranslatableTexts(PRODUCT_TEXT_FIELDS, product);
  const [categoryId, setCategoryId] = useState(product ? String(product.category_id) : '');
  const [identifiers, setIdentifiers] = useState(() => identifiersOf(product));
  const [principalId, setPrincipalId] = useState(product?.principal ? String(product.principal.id) : '');
  const [certifications, setCertifications] = useState<CertificationRow[]>(() =>
    certificationRowsOf(product?.certifications ?? []),
  );
  const [industries, setIndustries] = useState<Term[]>(product?.industries ?? []);
  const [applications, setApplications] = useState<Term[]>(product?.applications ?? []);
  const [formErrors, setFormErrors] = useState<Record<string, string>>({});

  /** Forgets the form's own problems about the fields `matches` picks, once they have been changed. */
  const clearErrors = (matches: (field: string) => boolean) =>
    setFormErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !matches(field))));
  const setIdentifier = (field: SpecCodeField, value: string) => {
    setIdentifiers((current) => ({ ...current, [field]: value }));
    clearErrors((name) => name === field);
  };
  const changeCertifications = (rows: CertificationRow[]) => {
    setCertifications(rows);
    clearErrors((name) => name.startsWith('certifications.'));
  };

  /** Says what the form can tell is wrong before sending; true when nothing is. */
  const check = (): boolean => {
    const problems: Record<string, string> = {};
    for (const [field, problem] of Object.entries(identifierProblems(identifiers))) {
      problems[field] = t(IDENTIFIER_MESSAGES[problem]);
    }
    for (const index of unnamedOtherRows(certifications)) {
      problems[`certifications.${index}.name`] = t('validation:fields.required');
    }
    setFormErrors(problems);
    return Object.keys(problems).length === 0;
  };

  /** What the API takes, the English texts trimmed where a blank one means none. */
  const fields = (): ProductFields => {
    const { name, ...englishTexts } = texts.english;
    return {
      ...englishTexts,
      name: name.trim(),
      category_id: Number(categoryId),
      ...trimmedIdentifiers(identifiers),
      principal_id: principalId ? Number(principalId) : null,
      certifications: certificationsOf(certifications),
      industry_ids: industries.map(({ id }) => id),
      application_ids: applications.map(({ id }) => id),
      translations: texts.translations,
    };
  };

  return {
    texts,
    categoryId,
    setCategoryId,
    identifiers,
    setIdentifier,
    principalId,
    setPrincipalId,
    certifications,
    changeCertifications,
    industries,
    setIndustries,
    applications,
    setApplications,
    formErrors,
    check,
    fields,
  };
}
