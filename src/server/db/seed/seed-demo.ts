import type { Repositories } from '@/server/repositories';
import { serializeStoredImage } from '@/server/repositories/image-column';
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
import { placeholderSvg } from './placeholder-art';

type Art = Parameters<typeof placeholderSvg>[0];

export interface SeedReport {
  categories: number;
  products: number;
  articles: number;
  careers: number;
  gallery: number;
  siteImages: number;
}

const daysAgo = (days: number, hours = 0) => new Date(Date.now() - (days * 24 + hours) * 3_600_000).toISOString();

/**
 * Inserts the demo content that is not there yet, matching rows by name, so running it again changes
 * nothing. Images are drawn as SVG and sent through the same pipeline as uploads.
 */
export async function seedDemo(repos: Repositories, images: ImageService): Promise<SeedReport> {
  const report: SeedReport = { categories: 0, products: 0, articles: 0, careers: 0, gallery: 0, siteImages: 0 };

  /**
   * Draws and processes the images of `items` (in parallel, within the pipeline's limit), then inserts the
   * rows in order. Whatever fails, no processed file is left without its row.
   */
  async function insertWithImages<T>(
    items: T[],
    art: (item: T) => Art,
    insert: (item: T, image: string) => Promise<unknown>,
  ): Promise<number> {
    const settled = await Promise.allSettled(
      items.map((item) => images.process(Buffer.from(placeholderSvg(art(item))))),
    );
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
    (category) => ({ width: 1200, height: 600, title: category.name, palette: category.palette, motif: 'molecules' }),
    (category, image) =>
      repos.categories.create(
        { name: category.name, description: category.description, image },
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
    (product) => ({
      width: 800,
      height: 800,
      title: product.name,
      subtitle: product.category,
      palette: palettes.get(product.category)!,
      motif: 'grid',
    }),
    (product, image) => {
      const categoryId = categoryIds.get(product.category);
      if (!categoryId)
        throw new Error(`Demo product "${product.name}" names an unknown category "${product.category}"`);
      const index = productOrder.get(product.name)!;
      return repos.products.create(
        { category_id: categoryId, name: product.name, description: product.description, image },
        daysAgo(Math.floor(index / 3), index),
      );
    },
  );

  report.articles = await insertWithImages(
    await missing(demoArticles, (article) => repos.articles.findIdByTitle(article.title)),
    (article) => ({ width: 1200, height: 675, title: article.title, palette: ['#0f3d5e', '#2a8c82'], motif: 'waves' }),
    (article, image) =>
      repos.articles.create(
        { title: article.title, content: article.content, author: article.author, image },
        daysAgo(article.daysAgo),
      ),
  );

  for (const career of await missing(demoCareers, (career) => repos.careers.findIdByName(career.name))) {
    await repos.careers.create(
      { name: career.name, position: career.position, description: career.description, status: career.status },
      daysAgo(career.daysAgo),
    );
    report.careers += 1;
  }

  const photoAge = new Map(demoGallery.map((photo, index) => [photo.name, 200 - index * 7]));
  report.gallery = await insertWithImages(
    await missing(demoGallery, (photo) => repos.gallery.findIdByName(photo.name)),
    (photo) => ({ width: 1200, height: 800, title: photo.name, palette: photo.palette, motif: 'waves' }),
    (photo, image) => repos.gallery.create({ name: photo.name, image }, daysAgo(photoAge.get(photo.name)!)),
  );

  const siteImages: Array<{ kind: 'carousel' | 'partner'; position: number; title: string; art: Art }> = [
    ...demoSlides.map((slide, position) => ({
      kind: 'carousel' as const,
      position,
      title: slide.title,
      art: { width: 1600, height: 640, title: slide.title, palette: slide.palette, motif: 'molecules' as const },
    })),
    ...demoPartners.map((partner, position) => ({
      kind: 'partner' as const,
      position,
      title: partner.name,
      art: { width: 400, height: 200, title: partner.name, palette: partner.palette, motif: 'none' as const },
    })),
  ];
  report.siteImages = await insertWithImages(
    await missing(siteImages, (item) => repos.siteImages.exists(item.kind, item.position)),
    (item) => item.art,
    ({ kind, position, title }, image) => repos.siteImages.create({ kind, position, title, image }),
  );

  return report;
}
