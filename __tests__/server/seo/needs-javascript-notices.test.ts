import path from 'node:path';
import { paths } from '@/common/routes';
import { normalized, parsePage } from '../helpers/page-markup';
import { testDatabases, useSharedTestApp } from '../helpers/test-app';

/** What a browser without JavaScript shows of the pages that cannot work without it, in the page's language. */

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Template</title>' +
  '<script defer src=/assets/main.0123456789ab.js></script></head>' +
  '<body><noscript>The template’s own words.</noscript><div id=root></div></body></html>';
const RENDERER = path.resolve('src/client/server.tsx');

const SAYS = {
  login: {
    en: 'This page needs JavaScript. Turn JavaScript on in your browser, then reload the page.',
    id: 'Halaman ini memerlukan JavaScript. Aktifkan JavaScript di browser Anda, lalu muat ulang halaman.',
  },
  quote: {
    en:
      'A quote request needs JavaScript: the products you pick are kept in your browser, and the form sends them. ' +
      'Turn JavaScript on and reload the page, or write to us by e-mail or WhatsApp.',
    id:
      'Permintaan penawaran memerlukan JavaScript: produk yang Anda pilih disimpan di browser Anda, dan formulir ' +
      'inilah yang mengirimkannya. Aktifkan JavaScript lalu muat ulang halaman, atau hubungi kami lewat email atau ' +
      'WhatsApp.',
  },
};

describe.each(testDatabases())('what needs JavaScript, said without it (%s)', (kind) => {
  const t = useSharedTestApp(kind, { SSR_BUNDLE: RENDERER }, { clientFiles: { 'index.html': TEMPLATE } });

  /** The texts a browser without JavaScript shows in place of its <noscript> elements. */
  const noscriptTexts = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const document = parsePage(response.body);
    return [...document.querySelectorAll('noscript')].map((element) =>
      // Parsed as a page with scripts would parse it the markup is text; without them, elements.
      normalized(parsePage(`<body>${element.innerHTML}</body>`).body.textContent),
    );
  };

  it.each(['en', 'id'] as const)('/login says it in the language of the page (%s)', async (language) => {
    expect(await noscriptTexts(`${paths.login}?lang=${language}`)).toEqual([SAYS.login[language]]);
  });

  it.each(['en', 'id'] as const)(
    'the quote request page says why its form needs JavaScript, in the language of the page (%s)',
    async (language) => {
      expect(await noscriptTexts(`${paths.quoteRequest}?lang=${language}`)).toEqual([SAYS.quote[language]]);
    },
  );
});
