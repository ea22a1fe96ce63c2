import type { TObject } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { HistoryCollection } from '@/common/api/activity';
import { ArticleFields } from '@/common/api/articles';
import { CareerUpdateBody } from '@/common/api/careers';
import { CategoryFields, ProductFields } from '@/common/api/catalogue';
import { FIELD_PROBLEMS } from '@/common/api/error-codes';
import { GalleryFields } from '@/common/api/gallery';
import { PartnerFields } from '@/common/api/partners';
import { TermFields } from '@/common/api/product-data';
import { SlideFields } from '@/common/api/slides';
import type { TermKind } from '@/common/constants';
import { HttpError } from '@/server/errors';
import type { StoredImage } from '@/server/repositories/image-column';
import type { RestoredRow } from '@/server/repositories/restored-row';
import { checkProductForm } from '../catalogue/product-form';
import { careerPublicationFields } from '../career-publication';
import type { StoredPublication } from '@/server/repositories/publication-columns';
import { storedPublicationOf } from '../publication';

type State = Record<string, unknown>;

/** What adding an item back from the trash did. */
export type AddOutcome = { status: 'created' } | { status: 'refused'; problems: Record<string, string> };

/** What writing a revision's fields back did. */
export type RestoreOutcome =
  | { status: 'updated'; replaced?: StoredImage | null }
  | { status: 'not-found' }
  /** The fields name a row that is gone, a taken name, or break a rule: by field, its problem. */
  | { status: 'refused'; problems: Record<string, string> };

/** How an item of one collection is read, turned into its form's fields and written back. */
export interface Restorer {
  /** The item in messages: 'Product'. */
  noun: string;
  /** Its form's fields (the update's), which a revision's state is cut down to and checked against. */
  fields: TObject;
  /** Where its state keeps its picture, when it has one. */
  image?: string;
  read(app: FastifyInstance, id: number): Promise<unknown>;
  /** Its state as form fields, where the two differ (a product names its terms by id in its form). */
  toFields?(state: State): State;
  /**
   * Its state with form fields laid over it (unpublished changes as the back office shows them), where a field names
   * what the state spells out: a product's category, principal and terms. Without it the fields are the state's.
   */
  withFields?(app: FastifyInstance, state: State, fields: State): Promise<State>;
  /** The form's own checks beyond its schema, as its update route makes them (400 naming the fields). */
  check?(fields: State): void;
  /** Writes the fields back, with a new publication when one is given (unpublished changes being published). */
  write(
    app: FastifyInstance,
    id: number,
    fields: never,
    image: StoredImage | null,
    publication?: StoredPublication,
  ): Promise<RestoreOutcome>;
  /** Adds the item back as it was (its id and creation time), from the trash. */
  add(app: FastifyInstance, fields: never, image: StoredImage | null, restored: RestoredRow): Promise<AddOutcome>;
  /** Whether it cannot be without a picture. */
  imageRequired?: true;
}

const created = { status: 'created' } as const;

const duplicateName = { status: 'refused', problems: { name: FIELD_PROBLEMS.duplicate } } as const;

/** What the product form's own checks (beyond its schema) find wrong, if anything. */
function productFormProblems(fields: ProductFields): Record<string, string> | undefined {
  try {
    checkProductForm(fields);
    return undefined;
  } catch (error) {
    if (error instanceof HttpError && error.fields) return error.fields;
    throw error;
  }
}

/** An item's publication as its form's fields: a form's empty time is '', where a state keeps none as null. */
const publicationFields = ({ publish_at, unpublish_at, ...state }: State): State => ({
  ...state,
  ...(publish_at !== undefined && { publish_at: publish_at ?? '' }),
  ...(unpublish_at !== undefined && { unpublish_at: unpublish_at ?? '' }),
});

const idsOf = (terms: unknown) => (Array.isArray(terms) ? terms.map((term: { id: number }) => term.id) : undefined);

/** A product's form names its principal and terms by id; a state without them (an older revision) leaves them be. */
function productFields(state: State): State {
  const fields: State = { ...state };
  if ('principal' in state) fields.principal_id = (state.principal as { id: number } | null)?.id ?? null;
  if ('industries' in state) fields.industry_ids = idsOf(state.industries);
  if ('applications' in state) fields.application_ids = idsOf(state.applications);
  return fields;
}

/** A product with form fields laid over it: its category, principal and terms named as its state names them. */
async function productWithFields(app: FastifyInstance, state: State, fields: State): Promise<State> {
  const product: State = { ...state, ...fields };
  delete product.principal_id;
  delete product.industry_ids;
  delete product.application_ids;
  if (typeof fields.category_id === 'number')
    product.category_name = (await app.repos.categories.findForAdmin(fields.category_id))?.name ?? '';
  if (fields.principal_id !== undefined) {
    const partner =
      fields.principal_id === null ? undefined : await app.repos.partners.findForAdmin(fields.principal_id as number);
    product.principal = partner ? { id: partner.id, name: partner.name, link: partner.link } : null;
  }
  const terms = async (kind: TermKind, ids: unknown) => {
    const found = await Promise.all((ids as number[]).map((id) => app.repos.catalogueTerms.findForAdmin(kind, id)));
    return found.flatMap((term) => (term ? [{ id: term.id, name: term.name }] : []));
  };
  if (Array.isArray(fields.industry_ids)) product.industries = await terms('industry', fields.industry_ids);
  if (Array.isArray(fields.application_ids)) product.applications = await terms('application', fields.application_ids);
  return product;
}

const term = (kind: TermKind, noun: string): Restorer => ({
  noun,
  fields: TermFields,
  read: (app, id) => app.repos.catalogueTerms.findForAdmin(kind, id),
  async write(app, id, fields: TermFields) {
    const saved = await app.repos.catalogueTerms.update(kind, id, fields);
    return saved.status === 'duplicate-name' ? duplicateName : saved;
  },
  async add(app, fields: TermFields, _image, restored) {
    const saved = await app.repos.catalogueTerms.add(kind, fields, restored);
    return saved.status === 'duplicate-name' ? duplicateName : created;
  },
});

/** Every collection whose items keep revisions. */
export const RESTORERS: Record<HistoryCollection, Restorer> = {
  careers: {
    noun: 'Career',
    fields: CareerUpdateBody,
    read: (app, id) => app.repos.careers.findForAdmin(id),
    toFields: publicationFields,
    // A revision brings back the texts; the career stays as published (or not) as it is.
    async write(app, id, fields: CareerUpdateBody, _image, publication) {
      return (await app.repos.careers.update(id, fields, publication))
        ? { status: 'updated' }
        : { status: 'not-found' };
    },
    // From the trash it comes back as published (or not) as it was deleted (by its status, when deleted before
    // careers had a publication).
    async add(app, fields: CareerUpdateBody, _image, restored) {
      await app.repos.careers.add(fields, storedPublicationOf(careerPublicationFields(fields)), restored);
      return created;
    },
  },
  products: {
    noun: 'Product',
    fields: ProductFields,
    image: 'product_image',
    read: (app, id) => app.repos.products.findForAdmin(id),
    toFields: (state) => productFields(publicationFields(state)),
    withFields: productWithFields,
    check: (fields) => checkProductForm(fields as ProductFields),
    // A revision brings back the texts, lists and picture; the product stays as published (or not) as it is.
    async write(app, id, fields: ProductFields, image, publication) {
      const problems = productFormProblems(fields);
      if (problems) return { status: 'refused', problems };
      const saved = await app.repos.products.update(id, fields, image, publication);
      return saved.status === 'invalid' ? { status: 'refused', problems: saved.problems } : saved;
    },
    // From the trash it comes back as published (or not) as it was deleted.
    async add(app, fields: ProductFields, image, restored) {
      const problems = productFormProblems(fields);
      if (problems) return { status: 'refused', problems };
      const saved = await app.repos.products.add(fields, image, storedPublicationOf(fields), restored);
      return saved.status === 'invalid' ? { status: 'refused', problems: saved.problems } : created;
    },
  },
  categories: {
    noun: 'Category',
    fields: CategoryFields,
    image: 'image_url',
    read: (app, id) => app.repos.categories.findForAdmin(id),
    toFields: publicationFields,
    // Its publication stays as it is through a revision, and comes back from the trash as it was deleted.
    async write(app, id, fields: CategoryFields, image, publication) {
      const saved = await app.repos.categories.update(id, fields, image, publication);
      return saved.status === 'duplicate-name' ? duplicateName : saved;
    },
    async add(app, fields: CategoryFields, image, restored) {
      const saved = await app.repos.categories.add(fields, image, storedPublicationOf(fields), restored);
      return saved.status === 'duplicate-name' ? duplicateName : created;
    },
  },
  industries: term('industry', 'Industry'),
  applications: term('application', 'Application'),
  articles: {
    noun: 'Article',
    fields: ArticleFields,
    image: 'article_image',
    read: (app, id) => app.repos.articles.findForAdmin(id),
    toFields: publicationFields,
    // A revision brings back the texts and the picture; the article stays as published (or not) as it is.
    write: (app, id, fields: ArticleFields, image, publication) =>
      app.repos.articles.update(id, fields, image, publication),
    // From the trash it comes back as published (or not) as it was deleted.
    async add(app, fields: ArticleFields, image, restored) {
      await app.repos.articles.add(fields, image, storedPublicationOf(fields), restored);
      return created;
    },
  },
  galleries: {
    noun: 'Photo',
    fields: GalleryFields,
    image: 'gallery_image',
    read: (app, id) => app.repos.gallery.findForAdmin(id),
    toFields: publicationFields,
    // Its publication stays as it is through a revision, and comes back from the trash as it was deleted.
    write: (app, id, fields: GalleryFields, image, publication) =>
      app.repos.gallery.update(id, fields, image, publication),
    imageRequired: true,
    async add(app, fields: GalleryFields, image, restored) {
      await app.repos.gallery.add(fields, image!, storedPublicationOf(fields), restored);
      return created;
    },
  },
  slides: {
    noun: 'Slide',
    fields: SlideFields,
    image: 'image',
    read: (app, id) => app.repos.slides.findForAdmin(id),
    toFields: publicationFields,
    // Its publication stays as it is through a revision, and comes back from the trash as it was deleted.
    write: (app, id, fields: SlideFields, image, publication) =>
      app.repos.slides.update(id, fields, image, publication),
    imageRequired: true,
    async add(app, fields: SlideFields, image, restored) {
      await app.repos.slides.add(fields, image!, storedPublicationOf(fields), restored);
      return created;
    },
  },
  partners: {
    noun: 'Partner',
    fields: PartnerFields,
    image: 'logo',
    read: (app, id) => app.repos.partners.findForAdmin(id),
    toFields: publicationFields,
    // Its publication stays as it is through a revision, and comes back from the trash as it was deleted.
    write: (app, id, fields: PartnerFields, image, publication) =>
      app.repos.partners.update(id, fields, image, publication),
    imageRequired: true,
    async add(app, fields: PartnerFields, image, restored) {
      await app.repos.partners.add(fields, image!, storedPublicationOf(fields), restored);
      return created;
    },
  },
};
