import type { HomeContent } from '@/common/api/home';
import { serializeStoredImage, type StoredImage } from '@/server/repositories/image-column';
import { countStatements, insertCategory, insertProduct } from './helpers/catalogue';
import { testDatabases, useSharedTestApp } from './helpers/test-app';

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
  const t = useSharedTestApp(kind, {}, { createAdmin: false });

  const getHome = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/home' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ error: boolean; message: string; data: HomeContent }>();
    expect(body.error).toBe(false);
    return body.data;
  };

  const addSlide = (position: number, title: string) =>
    t.app.repos.slides.create({
      position,
      title,
      subtitle: '',
      button_label: '',
      button_link: '',
      alt_text: title,
      image: storedImage(`carousel-${position}`),
    });
  const addPartner = (position: number, name: string) =>
    t.app.repos.partners.create({ position, name, link: '', image: storedImage(`partner-${position}`) });

  /** The figures as [value, English label]. */
  const figuresOf = (home: HomeContent) => home.figures.map((figure) => [figure.value, figure.label]);

  it('answers empty lists and zero counts on an empty site, with the default texts', async () => {
    const home = await getHome();
    expect(home).toMatchObject({ slides: [], partners: [], featuredCategories: [] });
    expect(home.texts.heroTitle).toBe('We Value Your Trust');
    expect(home.reasons).toHaveLength(4);
    expect(home.industries).toHaveLength(3);
    expect(figuresOf(home)).toEqual([
      ['2000', 'In business since'],
      ['0', 'Products'],
      ['0', 'Product categories'],
      ['0', 'Sole agencies'],
    ]);
  });

  it('lists slides and partner logos by position, each with its image URLs', async () => {
    // Inserted out of order: the answer follows `position`, not insertion.
    const technical = await addSlide(2, 'Technical service');
    const kirin = await addPartner(1, 'Kirin Amino');
    const food = await addSlide(0, 'Food and beverage');
    const ajinomoto = await addPartner(0, 'Ajinomoto');
    const cosmetics = await addSlide(1, 'Cosmetics');

    const home = await getHome();

    const slide = (id: number, title: string, position: number) => ({
      id,
      title,
      subtitle: '',
      button_label: '',
      button_link: '',
      alt_text: title,
      image: imageSetOf(`carousel-${position}`),
    });
    expect(home.slides).toEqual([
      slide(food, 'Food and beverage', 0),
      slide(cosmetics, 'Cosmetics', 1),
      slide(technical, 'Technical service', 2),
    ]);
    expect(home.partners).toEqual([
      { id: ajinomoto, name: 'Ajinomoto', link: '', logo: imageSetOf('partner-0') },
      { id: kirin, name: 'Kirin Amino', link: '', logo: imageSetOf('partner-1') },
    ]);
    expect(home.figures[3]).toMatchObject({ value: '2', label: 'Sole agencies' });
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
    expect(figuresOf(home).map(([value]) => value)).toEqual(['2000', '25', '9', '0']);
    // The page's document, slides, partners, featured categories and counts.
    expect(statements).toBe(5);

    // Many more products still cost the same statements and move the figures.
    for (let i = 0; i < 30; i += 1) await insertProduct(t, ids.get('Emulsifiers')!, `Emulsifier ${i}`);
    const again = await countStatements(t.db, getHome);
    expect(again.statements).toBe(5);
    expect(again.result.featuredCategories[0]).toMatchObject({ name: 'Emulsifiers', product_count: 30 });
    expect(again.result.figures[1]!.value).toBe('55');
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
