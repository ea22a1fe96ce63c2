import type { CatalogueFacets, CertificationFacet, TermFacet } from '@/common/api/catalogue';
import type { CatalogueFilters } from '@/common/catalogue-filters';
import { CERTIFICATION_KINDS, type TermKind } from '@/common/constants';
import type { Language } from '@/common/language';
import type { StoredProduct } from '../../fixtures/client/catalogue';
import { catalogueTermsDb } from './catalogueTermsDb';

const TERM_FIELDS = { industry: 'industries', application: 'applications' } as const;

/** Whether a product matches every filter given (and so is listed), as the real server decides it. */
export function matchesCatalogueFilters(
  product: StoredProduct,
  { industry, application, certification }: CatalogueFilters,
): boolean {
  return (
    (industry === undefined || product.industries.some((term) => term.id === industry)) &&
    (application === undefined || product.applications.some((term) => term.id === application)) &&
    (certification === undefined || product.certifications.some((held) => held.kind === certification))
  );
}

function termFacets(kind: TermKind, products: StoredProduct[], chosen: number | undefined, language: Language) {
  const facets = new Map<number, TermFacet>();
  for (const product of products) {
    for (const held of product[TERM_FIELDS[kind]]) {
      const facet = facets.get(held.id) ?? { ...catalogueTermsDb.inLanguage(kind, held, language), count: 0 };
      facets.set(held.id, { ...facet, count: facet.count + 1 });
    }
  }
  const stored = chosen === undefined ? undefined : catalogueTermsDb.find(kind, chosen);
  if (stored && !facets.has(stored.id)) {
    facets.set(stored.id, { ...catalogueTermsDb.inLanguage(kind, stored, language), count: 0 });
  }
  return [...facets.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function certificationFacets(products: StoredProduct[], chosen: CatalogueFilters['certification']) {
  return CERTIFICATION_KINDS.map((kind): CertificationFacet => ({
    kind,
    count: products.filter((product) => product.certifications.some((held) => held.kind === kind)).length,
  })).filter((facet) => facet.count > 0 || facet.kind === chosen);
}

/**
 * GET /catalogue/facets over the products a search and a category list: each value counted under the other
 * filters, so its count is what choosing it would list; values without products are left out, but a chosen one.
 */
export function countFacets(products: StoredProduct[], filters: CatalogueFilters, language: Language): CatalogueFacets {
  const listedWithout = (name: keyof CatalogueFilters) =>
    products.filter((product) => matchesCatalogueFilters(product, { ...filters, [name]: undefined }));
  return {
    industries: termFacets('industry', listedWithout('industry'), filters.industry, language),
    applications: termFacets('application', listedWithout('application'), filters.application, language),
    certifications: certificationFacets(listedWithout('certification'), filters.certification),
  };
}
