import path from 'node:path';
import { paths } from '@/common/routes';
import { catalogueContent } from '../helpers/catalogue-content';
import { testDatabases, useTestApp } from '../helpers/test-app';

// Shaped like the production build: html-webpack-plugin minifies and drops attribute quotes.
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Template</title>' +
  '<script defer src=/assets/main.0123456789ab.js></script></head><body><div id=root></div></body></html>';

/** The renderer's source: Jest compiles it as it does the tests. */
const RENDERER = path.resolve('src/client/server.tsx');

/** The forms of a page's markup, each with its opening tag and its fields' tags, as the browser receives them. */
function formsOf(html: string) {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, attributes, inside]) => ({
    attributes: attributes!,
    fields: inside!.match(/<input\b[^>]*>/g) ?? [],
  }));
}

/** The search forms of a page: GET forms with a `q` field, and where each sends it. */
const searchForms = (html: string) =>
  formsOf(html)
    .filter((form) => / method="get"/.test(form.attributes) && form.fields.some((field) => / name="q"/.test(field)))
    .map((form) => / action="([^"]*)"/.exec(form.attributes)?.[1] ?? '(this page)');

describe.each(testDatabases())('search and paging without JavaScript (%s)', (kind) => {
  const t = useTestApp(kind, { SSR_BUNDLE: RENDERER }, { clientFiles: { 'index.html': TEMPLATE } });
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

  it('draws the top bar search as a GET form to the results page, and its phone button as a link there', async () => {
    const html = await get(paths.about);

    expect(searchForms(html)).toEqual([paths.search]);
    expect(html).toMatch(new RegExp(`<a\\b[^>]*href="${paths.search}"[^>]*aria-label="Search"`));
  });

  it('draws the catalogue and results page searches as GET forms to their own pages', async () => {
    expect(searchForms(await get(paths.categories))).toEqual([paths.search, '(this page)']);
    expect(searchForms(await get(`${paths.search}?q=stevia`))).toEqual([paths.search, '(this page)']);
  });

  it('pages the search results with links, and past the last page says so with a link to the last', async () => {
    const add = catalogueContent(t);
    const sweeteners = await add.category('Sweeteners');
    for (let number = 1; number <= 25; number += 1) await add.product(sweeteners, `Stevia Blend ${number}`);

    const first = await get(`${paths.search}?q=stevia`);
    expect(first).toContain('Showing 1–20 of 25');
    expect(first).toMatch(/<a\b[^>]*href="\/pencarian\?q=stevia&amp;page=2"[^>]*>2<\/a>/);

    const second = await get(`${paths.search}?q=stevia&page=2`);
    expect(second).toContain('Showing 21–25 of 25');
    expect(second).toContain(' Blend 21');

    const past = await get(`${paths.search}?q=stevia&page=7&lang=id`);
    expect(past).toContain('Tidak ada halaman 7');
    const toLast = /<a\b[^>]*href="\/pencarian\?([^"]*)"[^>]*>Ke halaman 2<\/a>/.exec(past)?.[1];
    const query = new URLSearchParams(toLast?.replaceAll('&amp;', '&'));
    expect([query.get('q'), query.get('page')]).toEqual(['stevia', '2']);
  });

  it('says an article page past the last one does not exist, with a link to the last, instead of no articles', async () => {
    const add = catalogueContent(t);
    for (let number = 1; number <= 13; number += 1) await add.article(`Article ${number}`, 'Some text.');

    const html = await get(`${paths.articles}?page=99`);

    expect(html).toContain('There is no page 99');
    expect(html).toContain('The last page is 3.');
    expect(html).toMatch(/<a\b[^>]*href="\/artikel\?page=3"[^>]*>Go to page 3<\/a>/);
    expect(html).not.toContain('No articles yet.');
    const first = await get(paths.articles);
    expect(first).toMatch(/<a\b[^>]*href="\/artikel\?page=2"[^>]*>Next<\/a>/);
  });
});
