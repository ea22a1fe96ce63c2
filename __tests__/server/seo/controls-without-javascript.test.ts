import path from 'node:path';
import { ARTICLE_PAGE_SIZE, CATEGORY_PAGE_SIZE } from '@/common/constants';
import { paths } from '@/common/routes';
import { texts as en } from '@/client/i18n/texts/en';
import { catalogueContent } from '../helpers/catalogue-content';
import { storedImageColumn } from '../helpers/content';
import { accessibleName, isHidden, linksNamed, parsePage, topBarOf, visibleAll } from '../helpers/page-markup';
import { testDatabases, useSharedTestApp } from '../helpers/test-app';

/**
 * The controls of the server's pages as a browser without JavaScript gets them: each one either works as a plain
 * link, or is hidden until the page's code runs.
 */

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Template</title>' +
  '<script defer src=/assets/main.0123456789ab.js></script></head><body><div id=root></div></body></html>';
const RENDERER = path.resolve('src/client/server.tsx');

const carousel = en.public.home.carousel;
const addToEnquiry = (name: string) => en.public.enquiry.basket.addFor.replace('{{name}}', name);
const pageLabel = (page: number) => en.public.articles.pager.page.replace('{{page}}', String(page));

/** The visible elements of `scope` whose accessible name is exactly `name`, hidden ones included when asked. */
const named = (scope: ParentNode, selector: string, name: string) =>
  [...scope.querySelectorAll(selector)].filter((element) => accessibleName(element) === name);

describe.each(testDatabases())('controls without JavaScript (%s)', (kind) => {
  const t = useSharedTestApp(kind, { SSR_BUNDLE: RENDERER }, { clientFiles: { 'index.html': TEMPLATE } });
  let productId = 0;

  // Each test starts on an empty database (useSharedTestApp), so each is given the lists it pages.
  beforeEach(async () => {
    const add = catalogueContent(t);
    for (let number = 1; number <= CATEGORY_PAGE_SIZE + 1; number += 1) {
      const category = await add.category(`Category ${String(number).padStart(2, '0')}`);
      productId = await add.product(category, `Product ${number}`);
    }
    for (let number = 1; number <= ARTICLE_PAGE_SIZE + 1; number += 1) await add.article(`Article ${number}`, 'Text.');
    for (const position of [0, 1]) {
      await t.app.repos.slides.create({
        position,
        image: await storedImageColumn(t),
        title: `Slide ${position + 1}`,
        subtitle: '',
        button_label: '',
        button_link: '',
        alt_text: `Picture ${position + 1}`,
        translations: JSON.stringify({}),
      });
    }
  });

  const page = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(200);
    return parsePage(response.body);
  };

  it('draws the language switch as links to the same page in each language', async () => {
    const document = await page(`${paths.articles}?page=2`);
    const group = visibleAll(topBarOf(document), '[role="group"]').find(
      (element) => accessibleName(element) === en.common.language.label,
    );
    if (!group) throw new Error('The top bar has no language switch');

    const links = visibleAll(group, 'a[href]').map((link) => [accessibleName(link), link.getAttribute('href')]);
    expect(links).toEqual([
      [en.common.language.en, `${paths.articles}?page=2&lang=en`],
      [en.common.language.id, `${paths.articles}?page=2&lang=id`],
    ]);
    const indonesian = await page(`${paths.articles}?page=2&lang=id`);
    expect(indonesian.documentElement.getAttribute('lang')).toBe('id');
  });

  it.each([
    ['articles', paths.articles, en.public.articles.pager.label],
    ['categories', paths.categories, en.public.catalogue.categories.pager.label],
  ])('pages the %s with ?page= links', async (_name, url, pagerLabel) => {
    const pager = visibleAll(await page(url), 'nav').find((nav) => accessibleName(nav) === pagerLabel);
    if (!pager) throw new Error(`${url} has no pager`);

    expect(linksNamed(pager, pageLabel(2)).map((link) => link.getAttribute('href'))).toEqual([`${url}?page=2`]);
    expect(linksNamed(pager, en.public.articles.pager.next).map((link) => link.getAttribute('href'))).toEqual([
      `${url}?page=2`,
    ]);
    const second = visibleAll(await page(`${url}?page=2`), 'nav').find((nav) => accessibleName(nav) === pagerLabel);
    expect(second?.querySelector('[aria-current="page"]')?.textContent).toBe('2');
  });

  it("hides the carousel's buttons, and shows its first slide", async () => {
    const document = await page(paths.home);
    const section = named(document, 'section', carousel.label)[0];
    if (!section) throw new Error('The home page has no carousel');

    for (const label of [carousel.previous, carousel.next, carousel.pause]) {
      const [button] = named(section, 'button', label);
      expect(button && isHidden(button)).toBe(true);
    }
    expect(section.textContent).toContain('Slide 1');
  });

  it("hides 'Add to enquiry', and makes 'Request a quote' a link to the quote request", async () => {
    const list = await page(paths.categories);
    const tileButtons = named(list, 'button', addToEnquiry('Product 1'));
    expect(tileButtons).toHaveLength(1);
    expect(tileButtons.every(isHidden)).toBe(true);

    const detail = await page(paths.productDetail(productId));
    const [add] = named(detail, 'button', addToEnquiry(`Product ${CATEGORY_PAGE_SIZE + 1}`));
    expect(add && isHidden(add)).toBe(true);
    expect(
      linksNamed(detail, en.public.catalogue.product.requestQuote).map((link) => link.getAttribute('href')),
    ).toEqual([paths.quoteRequest]);
  });

  it("makes the phone menu's button a link down to the footer's section links", async () => {
    const document = await page(paths.about);
    const [menu] = linksNamed(topBarOf(document), en.common.nav.openMenu);
    const target = menu?.getAttribute('href') ?? '';
    expect(target).toMatch(/^#./);

    const links = document.getElementById(target.slice(1));
    expect(links?.tagName).toBe('NAV');
    expect(visibleAll(links!, 'a[href]').map((link) => link.getAttribute('href'))).toEqual([
      paths.careers,
      paths.categories,
      paths.gallery,
      paths.whatsNew,
      paths.articles,
      paths.about,
      // The language switch, which a phone's top bar shows only inside the menu.
      `${paths.about}?lang=en`,
      `${paths.about}?lang=id`,
    ]);
  });
});
