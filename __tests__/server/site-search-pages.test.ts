import type { Envelope } from '@/common/api/envelope';
import type { Highlighted, SearchResults } from '@/common/api/search';
import { catalogueContent } from './helpers/catalogue-content';
import { testDatabases, useTestApp, type TestApp } from './helpers/test-app';

const text = (segments: Highlighted) => segments.map((segment) => segment.text).join('');
const matched = (segments: Highlighted) => segments.filter((segment) => segment.match).map((segment) => segment.text);

async function search(t: TestApp, query: Record<string, string | number>): Promise<SearchResults> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v1/search',
    query: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Envelope<SearchResults>>().data;
}

describe.each(testDatabases())('site search pages and languages (%s)', (kind) => {
  const t = useTestApp(kind);

  it('pages through every hit of a kind, and past the last page keeps the totals without hits', async () => {
    const add = catalogueContent(t);
    const sweeteners = await add.category('Sweeteners');
    for (let number = 1; number <= 7; number += 1) await add.product(sweeteners, `Stevia Blend ${number}`);

    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await search(t, { q: 'stevia', limit: 3, page, lang: 'en' }));

    expect(pages.map((results) => [results.page, results.totalPage, results.products.total])).toEqual([
      [1, 3, 7],
      [2, 3, 7],
      [3, 3, 7],
    ]);
    expect(pages.map((results) => results.products.hits.length)).toEqual([3, 3, 1]);
    const names = pages.flatMap((results) => results.products.hits.map((hit) => text(hit.title)));
    expect(names.sort()).toEqual(Array.from({ length: 7 }, (_, index) => `Stevia Blend ${index + 1}`));

    const pastTheEnd = await search(t, { q: 'stevia', limit: 3, page: 9, lang: 'en' });
    expect(pastTheEnd).toMatchObject({ page: 9, totalPage: 3, corrected: false, products: { total: 7, hits: [] } });
  });

  it('titles a hit in the page language and shows where the words matched in the snippet, with its language', async () => {
    const add = catalogueContent(t);
    const sweeteners = await add.category('Sweeteners', {
      description: 'For drinks and desserts',
      translations: { id: { name: 'Pemanis', description: 'Untuk minuman' } },
    });
    await add.product(sweeteners, 'Aspartame', {
      description: 'A sweetener about 200 times sweeter than sugar.',
      translations: { id: { name: 'Aspartam', description: 'Serbuk kristal putih, 200 kali lebih manis dari gula.' } },
    });

    const onIndonesianPage = await search(t, { q: 'aspartame', lang: 'id' });
    const [hit] = onIndonesianPage.products.hits;
    expect(text(hit!.title)).toBe('Aspartam');
    expect(text(hit!.snippet)).toBe('Aspartame');
    expect(matched(hit!.snippet)).toEqual(['Aspartame']);
    expect(hit!.snippetLanguage).toBe('en');

    const onEnglishPage = await search(t, { q: 'pemanis', lang: 'en' });
    expect(onEnglishPage.categories.hits.map((found) => [text(found.title), found.snippetLanguage])).toEqual([
      ['Sweeteners', 'id'],
    ]);

    // Asked in a language where the words matched, title and snippet are that language's, marked.
    const inIndonesian = await search(t, { q: 'aspartam', lang: 'id' });
    expect(matched(inIndonesian.products.hits[0]!.title)).toEqual(['Aspartam']);
    expect(inIndonesian.products.hits[0]!.snippetLanguage).toBe('id');
  });

  it('ranks a kind whose best hit matched in its name before kinds that matched elsewhere only', async () => {
    const add = catalogueContent(t);
    const sweeteners = await add.category('Sweeteners', {
      translations: { id: { name: 'Pemanis', description: 'Bahan pemberi rasa manis' } },
    });
    await add.product(sweeteners, 'Sucralose', {
      translations: { id: { name: 'Sukralosa', description: 'Pemanis buatan tahan panas.' } },
    });

    const results = await search(t, { q: 'pemanis', lang: 'id' });

    expect(results.order.slice(0, 2)).toEqual(['category', 'product']);
    // With names matching in both kinds, the contract's order stands.
    await add.product(sweeteners, 'Table Sweetener', { translations: { id: { name: 'Pemanis Meja' } } });
    expect((await search(t, { q: 'pemanis', lang: 'id' })).order.slice(0, 2)).toEqual(['product', 'category']);
  });
});
