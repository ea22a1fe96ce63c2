import { useTranslation } from 'react-i18next';
import type { CatalogueFacets, CatalogueFilter, TermFacet } from '@/common/api/catalogue';
import type { CatalogueFilters } from '@/common/catalogue-filters';
import { langOf } from '@/client/components/fallbackLang';
import { FacetSelect, type FacetOption } from './FacetSelect';

export interface CatalogueFilterFieldsProps {
  /** The counts for the products listed now; undefined while they load. */
  facets: CatalogueFacets | undefined;
  filters: CatalogueFilters;
  onChange: <Filter extends CatalogueFilter>(name: Filter, value: CatalogueFilters[Filter]) => void;
}

const idOrNone = (value: string) => (value ? Number(value) : undefined);

/** The industry, application and certification choices, each value with its product count. */
export function CatalogueFilterFields({ facets, filters, onChange }: CatalogueFilterFieldsProps) {
  const { t } = useTranslation();
  const withCount = (label: string, count: number) => t('public:facets.option', { name: label, count });
  const termOptions = (terms: TermFacet[] = []): FacetOption[] =>
    terms.map((term) => ({
      value: String(term.id),
      label: withCount(term.name, term.count),
      lang: langOf(term, 'name'),
    }));
  const certificationOptions = (facets?.certifications ?? []).map((facet): FacetOption => ({
    value: facet.kind,
    label: withCount(t(`public:facets.certifications.${facet.kind}`), facet.count),
  }));
  const loading = !facets;

  return (
    <>
      <FacetSelect
        label={t('public:facets.industry')}
        value={String(filters.industry ?? '')}
        options={termOptions(facets?.industries)}
        loading={loading}
        onChange={(value) => onChange('industry', idOrNone(value))}
      />
      <FacetSelect
        label={t('public:facets.application')}
        value={String(filters.application ?? '')}
        options={termOptions(facets?.applications)}
        loading={loading}
        onChange={(value) => onChange('application', idOrNone(value))}
      />
      <FacetSelect
        label={t('public:facets.certification')}
        value={filters.certification ?? ''}
        options={certificationOptions}
        loading={loading}
        onChange={(value) =>
          onChange('certification', facets?.certifications.find((facet) => facet.kind === value)?.kind)
        }
      />
    </>
  );
}
