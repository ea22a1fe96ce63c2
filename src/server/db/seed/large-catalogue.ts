import type { Kysely } from 'kysely';
import { createRepositories, type Repositories } from '@/server/repositories';
import { serializeStoredImage } from '@/server/repositories/image-column';
import type { ImageService } from '@/server/services/images';
import type { Database } from '../schema';
import { ensureDemoTerms } from './demo-product-data';
import { demoApplications, demoIndustries } from './demo-terms';
import { placeholderSvg } from './placeholder-art';

/** How many rows of each kind the catalogue holds after `seedLargeCatalogue`, counting those already there. */
export interface CatalogueScale {
  categories: number;
  products: number;
  articles: number;
}

/** The scale the API benchmark runs on (`SEED_SCALE=large`). */
export const LARGE_SCALE: CatalogueScale = { categories: 50, products: 2000, articles: 500 };

/** By name: `demo` adds nothing to the demo content, `large` tops it up to LARGE_SCALE. */
export const SEED_SCALES = { demo: { categories: 0, products: 0, articles: 0 }, large: LARGE_SCALE } as const;
export type SeedScaleName = keyof typeof SEED_SCALES;

export const isSeedScaleName = (value: string | undefined): value is SeedScaleName =>
  value !== undefined && Object.hasOwn(SEED_SCALES, value);

const MATERIALS = ['Citrate', 'Lactate', 'Sorbate', 'Benzoate', 'Carrageenan', 'Pectin', 'Lecithin', 'Glycinate'];
const GRADES = ['Food Grade', 'Pharma Grade', 'Feed Grade', 'Technical Grade', 'Cosmetic Grade'];
const FORMS = ['Powder', 'Granules', 'Solution 50%', 'Crystals', 'Flakes'];
const TOPICS = ['shelf life', 'texture', 'sugar reduction', 'clean labels', 'feed efficiency', 'emulsion stability'];
const AUTHORS = ['Tim Teknis', 'Dewi Lestari', 'Budi Santoso', ''];

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;
const padded = (n: number) => String(n).padStart(4, '0');

function productName(n: number): string {
  return `${pick(MATERIALS, n)} ${pick(FORMS, Math.floor(n / MATERIALS.length))} ${pick(GRADES, n)} ${padded(n)}`;
}

/**
 * Gives the generated products industries, applications and certifications (most of them halal, some ISO 22000) in
 * bulk inserts, so that the catalogue's filters have something to count.
 */
async function tagProducts(repos: Repositories, ids: number[]): Promise<void> {
  const industries = [...(await ensureDemoTerms(repos, 'industry', demoIndustries)).ids.values()];
  const applications = [...(await ensureDemoTerms(repos, 'application', demoApplications)).ids.values()];
  const expiresOn = new Date(Date.now() + 2 * 365 * 24 * HOUR).toISOString().slice(0, 10);
  await repos.products.insertTermLinks(
    ids.flatMap((id, n) =>
      [...new Set([pick(industries, n), pick(industries, 7 * n + 3), pick(applications, n)])].map((termId) => ({
        product_id: id,
        term_id: termId,
      })),
    ),
  );
  const certifications = (n: number) => [
    ...(n % 5 === 0 ? [] : [{ kind: 'halal', name: '', issuer: 'BPJPH', number: `ID0041${padded(n)}` }]),
    ...(n % 4 === 0 ? [{ kind: 'iso', name: 'ISO 22000:2018', issuer: 'SGS', number: `ID18/${padded(n)}` }] : []),
  ];
  await repos.products.insertCertifications(
    ids.flatMap((id, n) =>
      certifications(n).map((certification, position) => ({
        ...certification,
        product_id: id,
        position,
        expires_on: expiresOn,
      })),
    ),
  );
}

function articleContent(n: number): string {
  const topic = pick(TOPICS, n);
  return [
    `Formulators keep asking us about ${topic}. This note sums up what our application laboratory measured this season.`,
    `We compared ${pick(MATERIALS, n)} and ${pick(MATERIALS, n + 3)} at three dosages in a model system, ` +
      'and tracked the results over twelve weeks of storage at 25 °C and 35 °C.',
    'Ask our technical team for the full data sheet and a sample for your own trials.',
  ].join('\n\n');
}

/**
 * Tops the catalogue up to `scale` with generated rows, in one transaction, for load tests. Every generated
 * row of a kind shares one placeholder image, so deleting one of them through the admin would remove the
 * files the others show: use it on throwaway installations only, never alongside real content.
 */
export async function seedLargeCatalogue(
  db: Kysely<Database>,
  images: ImageService,
  scale: CatalogueScale = LARGE_SCALE,
): Promise<CatalogueScale> {
  const before = createRepositories(db, images);
  const [categories, products, articles] = await Promise.all([
    before.categories.listUpdateStamps(),
    before.products.listUpdateStamps(),
    before.articles.listUpdateStamps(),
  ]);
  const none: CatalogueScale = { categories: 0, products: 0, articles: 0 };
  const complete =
    categories.length >= scale.categories && products.length >= scale.products && articles.length >= scale.articles;
  if (complete) return none;

  const art = (width: number, height: number, seed: string, palette: [string, string]) =>
    images
      .process(Buffer.from(placeholderSvg({ width, height, seed, palette, motif: 'grid' })))
      .then(serializeStoredImage);
  const [categoryImage, productImage, articleImage] = await Promise.all([
    art(1200, 600, 'Category', ['#1f3b5c', '#6fa3d6']),
    art(800, 800, 'Product', ['#1e4d3a', '#7cc5a0']),
    art(1200, 675, 'Article', ['#0f3d5e', '#2a8c82']),
  ]);

  return db.transaction().execute(async (trx) => {
    const repos = createRepositories(trx, images);
    const added = { ...none };

    const existingCategories = await repos.categories.listUpdateStamps();
    const categoryIds = existingCategories.map((row) => row.id);
    for (let n = existingCategories.length + 1; n <= scale.categories; n++) {
      const name = `Speciality Line ${padded(n)}`;
      const description = `Generated category ${n}: ${pick(MATERIALS, n)} and related additives for load tests.`;
      categoryIds.push(await repos.categories.create({ name, description, image: categoryImage }, hoursAgo(5000 + n)));
      added.categories += 1;
    }

    const existingProducts = (await repos.products.listUpdateStamps()).length;
    const generated: number[] = [];
    for (let n = existingProducts + 1; n <= scale.products; n++) {
      generated.push(
        await repos.products.create(
          {
            category_id: pick(categoryIds, n),
            name: productName(n),
            description: `${productName(n)}: a generated product for load tests. Packed in 25 kg bags.`,
            grade: pick(GRADES, n),
            packaging: '25 kg multi-wall paper bag',
            image: productImage,
          },
          hoursAgo(n),
        ),
      );
      added.products += 1;
    }
    await tagProducts(repos, generated);

    const existingArticles = (await repos.articles.listUpdateStamps()).length;
    for (let n = existingArticles + 1; n <= scale.articles; n++) {
      await repos.articles.create(
        {
          title: `Application note ${padded(n)}: ${pick(TOPICS, n)}`,
          content: articleContent(n),
          author: pick(AUTHORS, n),
          image: articleImage,
        },
        hoursAgo(3 * n),
      );
      added.articles += 1;
    }
    // The rows above were inserted as given, without the writes that keep the site search in step.
    await repos.search.rebuild();
    return added;
  });
}
