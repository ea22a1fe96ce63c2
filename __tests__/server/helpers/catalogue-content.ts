import { careerPublicationFields } from '@/server/services/career-publication';
import { storedPublicationOf } from '@/server/services/publication';
import type { ArticleFields } from '@/common/api/articles';
import type { CareerCreateBody } from '@/common/api/careers';
import type { CategoryFields, ProductFields } from '@/common/api/catalogue';
import type { Certification } from '@/common/api/product-data';
import type { CertificationKind, TermKind } from '@/common/constants';
import type { TestApp } from './test-app';

/**
 * Content written through the repositories' own writes, as the back office's routes make them (without images), so
 * everything those writes keep in step (the search index) is kept.
 */
export function catalogueContent(t: TestApp) {
  const created = <R extends { status: string }>(result: R, what: string) => {
    if (result.status !== 'created') throw new Error(`${what} not created: ${result.status}`);
    return result as Extract<R, { status: 'created' }>;
  };

  return {
    async category(name: string, fields: Partial<CategoryFields> = {}): Promise<number> {
      const category = { name, ...fields };
      return created(await t.app.repos.categories.add(category, null, storedPublicationOf(category)), 'category')
        .category.id;
    },

    async product(categoryId: number, name: string, fields: Partial<ProductFields> = {}): Promise<number> {
      const product = { name, category_id: categoryId, ...fields };
      const result = await t.app.repos.products.add(product, null, storedPublicationOf(product));
      return created(result, 'product').product.id;
    },

    async term(kind: TermKind, name: string, nameId?: string): Promise<number> {
      const translations = nameId === undefined ? undefined : { id: { name: nameId } };
      return created(await t.app.repos.catalogueTerms.add(kind, { name, translations }), kind).term.id;
    },

    async article(title: string, content: string, fields: Partial<ArticleFields> = {}): Promise<number> {
      const article = { title, content, ...fields };
      return (await t.app.repos.articles.add(article, null, storedPublicationOf(article))).id;
    },

    async career(name: string, fields: Partial<CareerCreateBody> = {}): Promise<number> {
      const career = { name, position: 'Staff', ...fields };
      return (await t.app.repos.careers.add(career, storedPublicationOf(careerPublicationFields(career)))).id;
    },
  };
}

/** A certification of `kind`, with only the fields a search or a facet reads. */
export const certification = (kind: CertificationKind, name = ''): Certification => ({
  kind,
  name,
  issuer: '',
  number: '',
  expires_on: null,
});
