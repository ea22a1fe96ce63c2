import type { Article } from '@/common/api/articles';
import type { Career } from '@/common/api/careers';
import type { Category, Product } from '@/common/api/catalogue';
import type { Repositories } from '@/server/repositories';
import { paths } from '@/common/routes';
import { excerpt } from './excerpt';
import { absoluteImageUrl, publicHead } from './heads';
import type { PageHead, SeoLanguage } from './page-head';
import { siteUrl, type PageRequest } from './page-urls';
import type { SeoContext } from './seo-context';
import { articleData, jobPostingData, productData } from './structured-data';
import { SEO_TEXTS } from './texts';

/**
 * An entity's page: how to read the entity in the page's language (a text not yet translated in another one)
 * when the page was not rendered, and its head given the entity (the one the page's loader read, when it was).
 */
export interface DetailPage<T> {
  read(repos: Repositories, id: number, language: SeoLanguage): Promise<T | undefined>;
  head(context: SeoContext, request: PageRequest, entity: T): PageHead;
}

const detailPage = <T>(page: DetailPage<T>) => page;

export const careerPage = detailPage<Career>({
  read: (repos, id, language) => repos.careers.findActiveById(id, language),
  head: (context, request, career) => {
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
  },
});

export const articlePage = detailPage<Article>({
  read: (repos, id, language) => repos.articles.findById(id, language),
  head: (context, request, article) => {
    const { publicUrl, site } = context;
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
  },
});

export const categoryProductsPage = detailPage<Pick<Category, 'id' | 'name' | 'description' | 'image_url'>>({
  read: (repos, id, language) => repos.categories.findById(id, language),
  head: (context, request, category) => {
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
  },
});

export const productPage = detailPage<Product>({
  read: (repos, id, language) => repos.products.findById(id, language),
  head: (context, request, product) => {
    const { publicUrl } = context;
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
  },
});
