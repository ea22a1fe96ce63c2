import { screen } from '@testing-library/react';
import {
  providePreloadedResponses,
  readPreloadedResponses,
  takePreloadedResponse,
} from '@/client/api/preloadedResponses';
import { PRELOADED_RESPONSES_ID, type PreloadedResponses } from '@/common/route-data';
import { makeProduct } from '../../fixtures/client/catalogue';
import { siteSettings } from '../../fixtures/client/site';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

const envelope = (message: string, data: unknown) => ({ error: false, message, data });
const product = {
  ...makeProduct(7, 1, { name: 'Sorbitol 70% (from the page)' }),
  category_name: 'Sweeteners',
  related: [],
};

/** The pathnames the app asked the mock API for, in order. */
function recordRequests(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  afterEachCleanups.push(() => server.events.removeListener('request:start', listener));
  return seen;
}
const afterEachCleanups: (() => void)[] = [];

describe('answers the server put in the page', () => {
  useCatalogueApi();

  afterEach(() => {
    providePreloadedResponses({});
    afterEachCleanups.splice(0).forEach((cleanUp) => cleanUp());
    document.getElementById(PRELOADED_RESPONSES_ID)?.remove();
  });

  it('shows the product page from the block, with no request for its data', async () => {
    providePreloadedResponses({
      '/site?lang=en': { status: 200, body: envelope('Site settings', siteSettings) },
      '/products/7?lang=en': { status: 200, body: envelope('Product retrieved', product) },
    });
    const requests = recordRequests();

    renderRoute('/produk_kategori/produk/detail_produk/7');

    expect(await screen.findByRole('heading', { level: 2, name: 'Sorbitol 70% (from the page)' })).toBeInTheDocument();
    // The endpoint's own transformResponse ran: the page reads `data`, and its WhatsApp link needs the site.
    expect(await screen.findByRole('link', { name: 'Sweeteners' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows a preloaded 404 as the missing product, still without a request', async () => {
    providePreloadedResponses({
      '/site?lang=en': { status: 200, body: envelope('Site settings', siteSettings) },
      '/products/99?lang=en': { status: 404, body: { error: true, message: 'Product not found', code: 'NOT_FOUND' } },
    });
    const requests = recordRequests();

    renderRoute('/produk_kategori/produk/detail_produk/99');

    expect(await screen.findByText('This product does not exist or has been removed.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('hands each answer out once, matches requests built with params, and never answers a write', () => {
    const responses: PreloadedResponses = {
      '/articles?limit=6&page=2': { status: 200, body: envelope('Articles', []) },
      '/admin/careers': { status: 200, body: envelope('Careers', []) },
    };
    providePreloadedResponses(responses);

    expect(takePreloadedResponse({ url: '/admin/careers', method: 'POST', body: {} })).toBeUndefined();
    expect(takePreloadedResponse({ url: '/articles', params: { page: 2, limit: 6 } })).toEqual(
      responses['/articles?limit=6&page=2'],
    );
    expect(takePreloadedResponse({ url: '/articles', params: { page: 2, limit: 6 } })).toBeUndefined();
    expect(takePreloadedResponse('/articles?limit=6&page=3')).toBeUndefined();
  });

  it('reads the block from the page, and nothing from a page without one or with a broken one', () => {
    expect(readPreloadedResponses(document)).toEqual({});

    const block = document.createElement('script');
    block.id = PRELOADED_RESPONSES_ID;
    block.type = 'application/json';
    block.textContent = '{"/site":{"status":200,"body":{"data":"\\u003c/script>"}}}';
    document.head.append(block);
    expect(readPreloadedResponses(document)).toEqual({ '/site': { status: 200, body: { data: '</script>' } } });

    block.textContent = '{not json';
    expect(readPreloadedResponses(document)).toEqual({});
  });
});
