import type { Kysely } from 'kysely';
import { PRODUCT_TEXT_FIELDS, type AdminProduct, type Product, type ProductSummary } from '@/common/api/catalogue';
import type { Principal } from '@/common/api/product-data';
import type { PublicationState } from '@/common/api/publication';
import { pickTexts } from '@/common/api/translations';
import { RELATED_PRODUCTS } from '@/common/constants';
import type { Language } from '@/common/language';
import type { Database } from '../db/schema';
import { imageSetOf, type ToImageSet } from './image-column';
import { byName } from './name-order';
import { adminLists, loadProductLists, publicLists, type ProductLists } from './product-lists';
import { PUBLISHED } from './publication-columns';
import { localizeRow, parseTranslations, withTranslations } from './translations';
import { visibleProducts } from './visible-catalogue';

/** Products with their category's name and their principal, the shape every product answer starts from. */
const withCategoryAndPrincipal = (products: ReturnType<typeof visibleProducts>) =>
  products
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .leftJoin('partners', 'partners.id', 'products.principal_id')
    .select([
      'products.id',
      'products.name',
      'products.description',
      'products.grade',
      'products.appearance',
      'products.packaging',
      'products.origin',
      'products.shelf_life',
      'products.storage',
      'products.cas_number',
      'products.e_number',
      'products.inci_name',
      'products.category_id',
      'categories.name as category_name',
      'categories.translations as category_translations',
      'partners.id as principal_id',
      'partners.name as principal_name',
      'partners.link as principal_link',
      'partners.translations as principal_translations',
      'partners.state as principal_state',
      'products.translations',
      'products.image',
      'products.state',
      'products.publish_at',
      'products.unpublish_at',
      'products.created_at',
      'products.updated_at',
    ]);

/** Every product, as the back office reads them. */
export const selectProducts = (db: Kysely<Database>) => withCategoryAndPrincipal(db.selectFrom('products'));

/** The products visitors see. */
export const selectVisibleProducts = (db: Kysely<Database>) => withCategoryAndPrincipal(visibleProducts(db));

export type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['executeTakeFirstOrThrow']>>;

type PrincipalColumns = Pick<
  ProductRow,
  'principal_id' | 'principal_name' | 'principal_link' | 'principal_translations' | 'principal_state'
>;

/**
 * The partner the product comes from, named in `language` for visitors (who see a published partner only), or in
 * English for the back office.
 */
export function principalOf(row: PrincipalColumns, language: Language | 'admin'): Principal | null {
  const { principal_id: id, principal_name: name, principal_link: link, principal_translations: translations } = row;
  if (id === null || name === null) return null;
  if (language === 'admin') return { id, name, link: link ?? '' };
  if (row.principal_state !== PUBLISHED) return null;
  const texts = pickTexts({ ...parseTranslations<'name'>(translations), en: { name } }, ['name'], language).texts;
  return { id, name: texts.name, link: link ?? '' };
}

/** Splits a row into the product's own columns, its publication and the joined ones. */
function split({
  image,
  state,
  publish_at,
  unpublish_at,
  category_translations,
  principal_id,
  principal_name,
  principal_link,
  principal_translations,
  principal_state,
  ...own
}: ProductRow) {
  return {
    own,
    image,
    publication: { state: state as PublicationState, publish_at, unpublish_at },
    categoryTranslations: category_translations,
    principal: { principal_id, principal_name, principal_link, principal_translations, principal_state },
  };
}

/**
 * A product in `language`, its category's and principal's names included, with its related products (a product
 * visitors see: its publication goes without saying).
 */
export function toProduct(
  row: ProductRow,
  lists: ProductLists,
  related: ProductSummary[],
  toImageSet: ToImageSet,
  language: Language,
): Product {
  const { own, image, categoryTranslations, principal } = split(row);
  const { fallback, ...product } = localizeRow(own, PRODUCT_TEXT_FIELDS, language);
  const category = pickTexts(
    { ...parseTranslations<'name'>(categoryTranslations), en: { name: own.category_name } },
    ['name'],
    language,
  );
  const fellBack = { ...fallback, ...(category.fallback && { category_name: category.fallback.name }) };
  return {
    ...product,
    category_name: category.texts.name,
    principal: principalOf(principal, language),
    ...publicLists(lists, language),
    related,
    product_image: imageSetOf(image, toImageSet),
    ...(Object.keys(fellBack).length > 0 && { fallback: fellBack }),
  };
}

/** A product as the back office edits it: English fields, every translation and its publication. */
export function toAdminProduct(row: ProductRow, lists: ProductLists, toImageSet: ToImageSet): AdminProduct {
  const { own, image, publication, principal } = split(row);
  return {
    ...withTranslations(own),
    ...publication,
    principal: principalOf(principal, 'admin'),
    ...adminLists(lists),
    product_image: imageSetOf(image, toImageSet),
  };
}

/** Rows as the back office edits them, their lists read in three statements whatever their number. */
export async function toAdminProducts(
  executor: Kysely<Database>,
  rows: ProductRow[],
  toImageSet: ToImageSet,
): Promise<AdminProduct[]> {
  const listsOf = await loadProductLists(
    executor,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminProduct(row, listsOf(row.id), toImageSet));
}

/**
 * The products shown beside product `id`: up to RELATED_PRODUCTS others of its category that visitors see, by name
 * in `language` (the category page's order). One statement; the category is read in it.
 */
export async function relatedProducts(
  executor: Kysely<Database>,
  id: number,
  toImageSet: ToImageSet,
  language: Language,
): Promise<ProductSummary[]> {
  const rows = await visibleProducts(executor)
    .select(['id', 'name', 'translations', 'image', 'updated_at'])
    .where('category_id', '=', (eb) =>
      eb.selectFrom('products as self').select('self.category_id').where('self.id', '=', id),
    )
    .where('id', '!=', id)
    .execute();
  return rows
    .map(({ id: relatedId, name, translations, image, updated_at }) => ({
      ...localizeRow({ id: relatedId, name, translations }, ['name'], language),
      product_image: imageSetOf(image, toImageSet),
      updated_at,
    }))
    .sort(byName)
    .slice(0, RELATED_PRODUCTS);
}
