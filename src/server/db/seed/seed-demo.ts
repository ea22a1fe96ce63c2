import fs from 'node:fs';
import path from 'node:path';
import type { Repositories } from '@/server/repositories';
import { serializeStoredImage } from '@/server/repositories/image-column';
import type { PdfFiles } from '@/server/services/files/pdf-files';
import type { ImageService } from '@/server/services/images';
import {
  demoArticles,
  demoCareers,
  demoCategories,
  demoGallery,
  demoPartners,
  demoProducts,
  demoSlides,
} from './demo-content';
import { addDemoProductData } from './demo-product-data';
import { demoTranslations } from './demo-translations';
import { placeholderSvg, wordmarkSvg } from './placeholder-art';

export interface SeedReport {
  categories: number;
  products: number;
  articles: number;
  careers: number;
  gallery: number;
  slides: number;
  partners: number;
  /** Industries and applications. */
  terms: number;
  /** Product documents (PDFs). */
  documents: number;
}

/**
 * Where the demo's encoded pictures are kept for the next installation on this machine (a reset data directory, a
 * test, a second database): node_modules/.cache, where build tools keep theirs. None without node_modules.
 */
export function demoImageCacheDir(): string | undefined {
  const modules = path.resolve('node_modules');
  return fs.existsSync(modules) ? path.join(modules, '.cache', 'additives-site', 'demo-images') : undefined;
}

const daysAgo = (days: number, hours = 0) => new Date(Date.now() - (days * 24 + hours) * 3_600_000).toISOString();

/**
 * Inserts the demo content that is not there yet, matching rows by name, so running it again changes
 * nothing. Images are drawn as SVG and sent through the same pipeline as uploads (their variants kept in
 * `imageCacheDir` for the next installation); the products' documents are written as PDFs into `documentFiles`.
 */
export async function seedDemo(
  repos: Repositories,
  images: ImageService,
  documentFiles: PdfFiles,
  imageCacheDir = demoImageCacheDir(),
): Promise<SeedReport> {
  const report: SeedReport = {
    categories: 0,
    products: 0,
    articles: 0,
    careers: 0,
    gallery: 0,
    slides: 0,
    partners: 0,
    terms: 0,
    documents: 0,
  };

  /**
   * Draws and processes the images of `items` (in parallel, within the pipeline's limit), then inserts the
   * rows in order. Whatever fails, no processed file is left without its row.
   */
  async function insertWithImages<T>(
    items: T[],
    draw: (item: T) => string,
    insert: (item: T, image: string) => Promise<unknown>,
  ): Promise<number> {
    const processed = (bytes: Buffer) =>
      imageCacheDir ? images.processReusing(bytes, imageCacheDir) : images.process(bytes);
    const settled = await Promise.allSettled(items.map((item) => processed(Buffer.from(draw(item)))));
    const stored = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = settled.find((result) => result.status === 'rejected');
    if (failure) {
      await Promise.all(stored.map((image) => images.remove(image)));
      throw failure.reason;
    }
    for (const [index, item] of items.entries()) {
      try {
        await insert(item, serializeStoredImage(stored[index]!));
      } catch (error) {
        await Promise.all(stored.slice(index).map((image) => images.remove(image)));
        throw error;
      }
    }
    return items.length;
  }

  const missing = async <T>(items: T[], exists: (item: T) => Promise<unknown>) => {
    const result: T[] = [];
    for (const item of items) if (!(await exists(item))) result.push(item);
    return result;
  };

  const categoryAge = new Map(demoCategories.map((category, index) => [category.name, 400 - index]));
  report.categories = await insertWithImages(
    await missing(demoCategories, (category) => repos.categories.findIdByName(category.name)),
    (category) =>
      placeholderSvg({ width: 1200, height: 600, seed: category.name, palette: category.palette, motif: 'molecules' }),
    (category, image) =>
      repos.categories.create(
        {
          name: category.name,
          description: category.description,
          image,
          translations: demoTranslations.category(category),
        },
        daysAgo(categoryAge.get(category.name)!),
      ),
  );

  const categoryIds = new Map<string, number>();
  for (const category of demoCategories) {
    const id = await repos.categories.findIdByName(category.name);
    if (id) categoryIds.set(category.name, id);
  }
  const palettes = new Map(demoCategories.map((category) => [category.name, category.palette]));
  const productOrder = new Map(demoProducts.map((product, index) => [product.name, index]));
  report.products = await insertWithImages(
    await missing(demoProducts, (product) => repos.products.findIdByName(product.name)),
    (product) =>
      placeholderSvg({
        width: 800,
        height: 800,
        seed: product.name,
        palette: palettes.get(product.category)!,
        motif: 'grid',
      }),
    (product, image) => {
      const categoryId = categoryIds.get(product.category);
      if (!categoryId)
        throw new Error(`Demo product "${product.name}" names an unknown category "${product.category}"`);
      const index = productOrder.get(product.name)!;
      return repos.products.create(
        {
          category_id: categoryId,
          name: product.name,
          description: product.description,
          image,
          translations: demoTranslations.product(product),
        },
        daysAgo(Math.floor(index / 3), index),
      );
    },
  );

  report.articles = await insertWithImages(
    await missing(demoArticles, (article) => repos.articles.findIdByTitle(article.title)),
    (article) =>
      placeholderSvg({
        width: 1200,
        height: 675,
        seed: article.title,
        palette: ['#0f3d5e', '#2a8c82'],
        motif: 'waves',
      }),
    (article, image) =>
      repos.articles.create(
        {
          title: article.title,
          content: article.content,
          author: article.author,
          image,
          translations: demoTranslations.article(article),
        },
        daysAgo(article.daysAgo),
      ),
  );

  for (const career of await missing(demoCareers, (career) => repos.careers.findIdByName(career.name))) {
    await repos.careers.create(
      {
        name: career.name,
        position: career.position,
        description: career.description,
        status: career.status,
        translations: demoTranslations.career(career),
      },
      daysAgo(career.daysAgo),
    );
    report.careers += 1;
  }

  const photoAge = new Map(demoGallery.map((photo, index) => [photo.name, 200 - index * 7]));
  report.gallery = await insertWithImages(
    await missing(demoGallery, (photo) => repos.gallery.findIdByName(photo.name)),
    (photo) => placeholderSvg({ width: 1200, height: 800, seed: photo.name, palette: photo.palette, motif: 'waves' }),
    (photo, image) =>
      repos.gallery.create(
        { name: photo.name, image, translations: demoTranslations.photo(photo) },
        daysAgo(photoAge.get(photo.name)!),
      ),
  );

  // A slide's words are shown over its picture by the site, in the visitor's language: the picture has none.
  const slides = demoSlides.map((slide, position) => ({ slide, position }));
  report.slides = await insertWithImages(
    await missing(slides, ({ position }) => repos.slides.exists(position)),
    ({ slide }) =>
      placeholderSvg({ width: 1600, height: 640, seed: slide.title, palette: slide.palette, motif: 'molecules' }),
    ({ slide, position }, image) =>
      repos.slides.create({
        position,
        image,
        title: slide.title,
        subtitle: slide.subtitle,
        button_label: slide.button_label,
        button_link: slide.button_link,
        alt_text: slide.alt_text,
        translations: demoTranslations.slide(slide),
      }),
  );

  // A partner's logo is its name, as a company's logo would be.
  const partners = demoPartners.map((partner, position) => ({ partner, position }));
  report.partners = await insertWithImages(
    await missing(partners, ({ position }) => repos.partners.exists(position)),
    ({ partner }) => wordmarkSvg({ width: 400, height: 200, name: partner.name, palette: partner.palette }),
    ({ partner, position }, image) =>
      repos.partners.create({
        position,
        image,
        name: partner.name,
        link: partner.link,
        translations: demoTranslations.partner(partner),
      }),
  );

  // Specifications, principals, terms, certifications and documents, once the products and partners are there.
  const productData = await addDemoProductData(repos, documentFiles);
  report.terms = productData.terms;
  report.documents = productData.documents;

  // The rows above were inserted as given, without the writes that keep the site search in step.
  await repos.search.rebuild();
  return report;
}
