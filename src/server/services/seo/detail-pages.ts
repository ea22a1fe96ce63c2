import { paths } from '@/common/routes';
import { excerpt } from './excerpt';
import { absoluteImageUrl, notFoundHead, publicHead } from './heads';
import type { PageHead } from './page-head';
import { siteUrl, type PageRequest } from './page-urls';
import type { SeoContext } from './seo-context';
import { articleData, jobPostingData, productData } from './structured-data';
import { SEO_TEXTS } from './texts';

/**
 * The head of an entity's page, its texts in the page's language (a text not yet translated in another one), or the
 * not-found head when the entity is missing (or not shown).
 */
export type DetailPage = (context: SeoContext, request: PageRequest, id: number) => Promise<PageHead>;

export const careerPage: DetailPage = async (context, request, id) => {
  const career = await context.repos.careers.findActiveById(id, request.language);
  if (!career) return notFoundHead(context, request);
  const texts = SEO_TEXTS[request.language];
  const path = paths.careerDetail(career.id);
  return publicHead(context, request, {
    path,
    name: career.name,
    description: excerpt(career.description) || texts.careers.description,
    crumbs: [
      { name: texts.crumbs.careers, path: paths.careers },
      { name: texts.crumbs.detail, path },
    ],
    structuredData: [jobPostingData(career, siteUrl(context.publicUrl, path), context.site, context.publicUrl)],
  });
};

export const articlePage: DetailPage = async (context, request, id) => {
  const { publicUrl, site } = context;
  const article = await context.repos.articles.findById(id, request.language);
  if (!article) return notFoundHead(context, request);
  const texts = SEO_TEXTS[request.language];
  const path = paths.articleDetail(article.id);
  const image = article.article_image;
  return publicHead(context, request, {
    path,
    name: article.title,
    description: excerpt(article.content) || texts.articles.description,
    type: 'article',
    image,
    crumbs: [
      { name: texts.crumbs.articles, path: paths.articles },
      { name: texts.crumbs.detail, path },
    ],
    structuredData: [
      articleData(
        article,
        siteUrl(publicUrl, path),
        image ? absoluteImageUrl(publicUrl, image) : undefined,
        site,
        publicUrl,
      ),
    ],
  });
};

export const categoryProductsPage: DetailPage = async (context, request, id) => {
  const category = await context.repos.categories.findById(id, request.language);
  if (!category) return notFoundHead(context, request);
  const texts = SEO_TEXTS[request.language];
  const path = paths.categoryProducts(category.id);
  return publicHead(context, request, {
    path,
    name: category.name,
    description: excerpt(category.description) || texts.categories.description,
    image: category.image_url,
    crumbs: [
      { name: texts.crumbs.categories, path: paths.categories },
      { name: texts.crumbs.products, path },
    ],
  });
};

export const productPage: DetailPage = async (context, request, id) => {
  const { publicUrl } = context;
  const product = await context.repos.products.findById(id, request.language);
  if (!product) return notFoundHead(context, request);
  const texts = SEO_TEXTS[request.language];
  const path = paths.productDetail(product.id);
  const image = product.product_image;
  return publicHead(context, request, {
    path,
    name: product.name,
    description: excerpt(product.description) || `${product.name} · ${product.category_name}`,
    type: 'product',
    image,
    crumbs: [
      { name: texts.crumbs.categories, path: paths.categories },
      { name: texts.crumbs.products, path: paths.categoryProducts(product.category_id) },
      { name: texts.crumbs.detail, path },
    ],
    structuredData: [
      productData(
        product,
        {
          page: siteUrl(publicUrl, path),
          image: image ? absoluteImageUrl(publicUrl, image) : undefined,
          product: (relatedId) => siteUrl(publicUrl, paths.productDetail(relatedId)),
        },
        texts.specifications,
      ),
    ],
  });
};
