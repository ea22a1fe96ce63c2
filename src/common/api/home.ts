import { Type, type Static } from '@sinclair/typebox';
import { ImageSet } from './image';

/** The year the company was founded (SPEC.md 1), shown among the home page's figures. */
export const COMPANY_FOUNDED_YEAR = 2000;
/** How many categories the home page features: those with the most products. */
export const FEATURED_CATEGORY_COUNT = 6;

export const HomeSlide = Type.Object({ title: Type.String(), image: ImageSet });
export type HomeSlide = Static<typeof HomeSlide>;

export const HomePartner = Type.Object({ name: Type.String(), logo: ImageSet });
export type HomePartner = Static<typeof HomePartner>;

export const FeaturedCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image_url: Type.Union([ImageSet, Type.Null()]),
  product_count: Type.Integer(),
});
export type FeaturedCategory = Static<typeof FeaturedCategory>;

export const CompanyFigures = Type.Object({
  since: Type.Integer(),
  products: Type.Integer(),
  categories: Type.Integer(),
  partners: Type.Integer(),
});
export type CompanyFigures = Static<typeof CompanyFigures>;

/** GET /home: everything the home page shows besides its articles, in one answer. */
export const HomeContent = Type.Object({
  slides: Type.Array(HomeSlide),
  partners: Type.Array(HomePartner),
  featuredCategories: Type.Array(FeaturedCategory),
  figures: CompanyFigures,
});
export type HomeContent = Static<typeof HomeContent>;
