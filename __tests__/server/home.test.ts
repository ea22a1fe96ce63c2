import type { HomeContent } from '@/common/api/home';
import { serializeStoredImage, type StoredImage } from '@/server/repositories/image-column';
import { countStatements, insertCategory, insertProduct } from './helpers/catalogue';
import { testDatabases, useTestApp } from './helpers/test-app';

/** A stored image descriptor; the endpoint only turns it into URLs, so no files are needed. */
const storedImage = (key: string): string =>
  serializeStoredImage({ key, width: 1024, height: 512, widths: [320, 640, 1024] } satisfies StoredImage);

const imageSetOf = (key: string) => ({
  src: `/uploads/${key}-1024.webp`,
  srcset: `/uploads/${key}-320.webp 320w, /uploads/${key}-640.webp 640w, /uploads/${key}-1024.webp 1024w`,
  width: 1024,
  height: 512,
});

describe.each(testDatabases())('GET /v1/home (%s)', (kind) => {
  const t = useTestApp(kind, {}, { createAdmin: false });

  const getHome = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/home' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ error: boolean; message: string; data: HomeContent }>();
    expect(body.error).toBe(false);
    return body.data;
  };

  const addSiteImage = (siteKind: 'carousel' | 'partner', position: number, title: string) =>
    t.app.repos.siteImages.create({ kind: siteKind, position, title, image: storedImage(`${siteKind}-${position}`) });

  it('answers empty lists and zero figures on an empty site', async () => {
    expect(await getHome()).toEqual({
      slides: [],
      partners: [],
      featuredCategories: [],
      figures: { since: 2000, products: 0, categories: 0, partners: 0 },
    });
  });

  it('lists slides and partner logos by position, each with its image URLs', async () => {
    // Inserted out of order: the answer follows `position`, not insertion.
    await addSiteImage('carousel', 2, 'Technical service');
    await addSiteImage('partner', 1, 'Kirin Amino');
    await addSiteImage('carousel', 0, 'Food and beverage');
    await addSiteImage('partner', 0, 'Ajinomoto');
    await addSiteImage('carousel', 1, 'Cosmetics');

    const home = await getHome();

    expect(home.slides).toEqual([
      { title: 'Food and beverage', image: imageSetOf('carousel-0') },
      { title: 'Cosmetics', image: imageSetOf('carousel-1') },
      { title: 'Technical service', image: imageSetOf('carousel-2') },
    ]);
    expect(home.partners).toEqual([
      { name: 'Ajinomoto', logo: imageSetOf('partner-0') },
      { name: 'Kirin Amino', logo: imageSetOf('partner-1') },
    ]);
    expect(home.figures.partners).toBe(2);
  });

  it('features the six categories with the most products, with counts, in a fixed number of statements', async () => {
    const sizes: Array<[string, number]> = [
      ['Sweeteners', 5],
      ['Preservatives', 1],
      ['Amino Acids', 7],
      ['Colourings', 3],
      ['Emulsifiers', 0],
      ['Thickeners', 3],
      ['Acidulants', 4],
      ['Vitamins', 2],
    ];
    const ids = new Map<string, number>();
    for (const [name, size] of sizes) {
      const id = await insertCategory(t, name);
      ids.set(name, id);
      for (let i = 1; i <= size; i += 1) await insertProduct(t, id, `${name} ${i}`);
    }
    await t.app.repos.categories.create({ name: 'With image', description: '', image: storedImage('category') });

    const { result: home, statements } = await countStatements(t.db, getHome);

    // Most products first; Colourings and Thickeners tie at 3 and the older one comes first.
    expect(home.featuredCategories.map((category) => [category.name, category.product_count])).toEqual([
      ['Amino Acids', 7],
      ['Sweeteners', 5],
      ['Acidulants', 4],
      ['Colourings', 3],
      ['Thickeners', 3],
      ['Vitamins', 2],
    ]);
    expect(home.featuredCategories[0]).toEqual({
      id: ids.get('Amino Acids'),
      name: 'Amino Acids',
      image_url: null,
      product_count: 7,
    });
    expect(home.figures).toEqual({ since: 2000, products: 25, categories: 9, partners: 0 });
    expect(statements).toBe(3);

    // Many more products still cost the same three statements and move the figures.
    for (let i = 0; i < 30; i += 1) await insertProduct(t, ids.get('Emulsifiers')!, `Emulsifier ${i}`);
    const again = await countStatements(t.db, getHome);
    expect(again.statements).toBe(3);
    expect(again.result.featuredCategories[0]).toMatchObject({ name: 'Emulsifiers', product_count: 30 });
    expect(again.result.figures.products).toBe(55);
  });

  it('gives a featured category its image URLs', async () => {
    const id = await t.app.repos.categories.create({
      name: 'Flavours',
      description: '',
      image: storedImage('flavours'),
    });
    await insertProduct(t, id, 'Vanillin');

    expect((await getHome()).featuredCategories).toEqual([
      { id, name: 'Flavours', image_url: imageSetOf('flavours'), product_count: 1 },
    ]);
  });

  it('refuses other methods', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/home', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});
