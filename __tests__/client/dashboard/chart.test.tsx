import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { chartEntries } from '../../fixtures/client/dashboard';
import { dashboardHandlers } from '../helpers/dashboardHandlers';
import { giveChartsWidth } from '../helpers/chartSize';
import { deferred } from '../helpers/deferred';
import { apiUrl, fail } from '../helpers/envelope';
import { theme } from '@/client/theme/theme';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';

const CHART_URL = apiUrl('/admin/dashboard/category-chart');

function openDashboard(path = '/admin', language: 'en' | 'id' = 'en') {
  storeSession();
  return renderRoute(path, { language });
}

const chartRegion = (name = 'Mapping of Product') => screen.findByRole('region', { name });

/** The category names drawn on the chart's category axis, top to bottom. */
function axisLabels(region: HTMLElement): string[] {
  return Array.from(region.querySelectorAll('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel'), (label) =>
    (label.textContent ?? '').trim(),
  );
}

/** The categories of the screen-reader table beside the chart, with their counts. */
function tableRows(region: HTMLElement): string[][] {
  return within(within(region).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [within(row).getByRole('rowheader'), within(row).getByRole('cell')].map((cell) => cell.textContent ?? ''),
    );
}

/** The value axis' tick labels, left to right. */
function valueTicks(region: HTMLElement): string[] {
  return Array.from(region.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel'), (label) =>
    (label.textContent ?? '').trim(),
  );
}

/** The colours the bars are painted in. */
function barColours(region: HTMLElement): string[] {
  return Array.from(region.querySelectorAll('.MuiBarElement-root'), (bar) => bar.getAttribute('fill') ?? '');
}

const names = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Category ${from + i}`);

describe("dashboard 'Mapping of Product' chart", () => {
  let restoreLayout: (() => void) | undefined;
  afterEach(() => {
    restoreLayout?.();
    restoreLayout = undefined;
  });

  it('pages through 12 categories five at a time, keeping the page in the URL', async () => {
    server.use(...dashboardHandlers({ chart: chartEntries(12) }));
    const { user, router } = openDashboard();
    const region = await chartRegion();
    const previous = () => within(region).getByRole('button', { name: 'Previous' });
    const next = () => within(region).getByRole('button', { name: 'Next' });

    await within(region).findByText('Page 1 of 3');
    expect(axisLabels(region)).toEqual(names(1, 5));
    expect(tableRows(region)).toEqual(names(1, 5).map((name, i) => [name, String(12 - i)]));
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();

    await user.click(next());
    await within(region).findByText('Page 2 of 3');
    expect(axisLabels(region)).toEqual(names(6, 10));
    expect(tableRows(region).map(([name]) => name)).toEqual(names(6, 10));
    expect(router.state.location.search).toBe('?chart=2');
    expect(previous()).toBeEnabled();
    expect(next()).toBeEnabled();

    await user.click(next());
    await within(region).findByText('Page 3 of 3');
    expect(axisLabels(region)).toEqual(names(11, 12));
    expect(tableRows(region)).toEqual([
      ['Category 11', '2'],
      ['Category 12', '1'],
    ]);
    expect(next()).toBeDisabled();
    expect(previous()).toBeEnabled();

    await user.click(previous());
    await within(region).findByText('Page 2 of 3');
    expect(axisLabels(region)).toEqual(names(6, 10));

    await user.click(previous());
    await within(region).findByText('Page 1 of 3');
    expect(router.state.location.search).toBe('');
  });

  it('keeps the value axis of the largest category on every page, and paints the bars in the brand colour', async () => {
    restoreLayout = giveChartsWidth(800);
    server.use(...dashboardHandlers({ chart: chartEntries(12) }));
    const { user } = openDashboard();
    const region = await chartRegion();
    await within(region).findByText('Page 1 of 3');
    const firstPageTicks = valueTicks(region);
    expect(firstPageTicks.at(-1)).toBe('12');
    expect(barColours(region)).toEqual(Array(5).fill(theme.palette.primary.main));

    await user.click(within(region).getByRole('button', { name: 'Next' }));
    await within(region).findByText('Page 2 of 3');
    expect(valueTicks(region)).toEqual(firstPageTicks);
    expect(barColours(region)).toEqual(Array(5).fill(theme.palette.primary.main));
  });

  it('opens at the page the URL names', async () => {
    server.use(...dashboardHandlers({ chart: chartEntries(12) }));
    openDashboard('/admin?chart=2');
    const region = await chartRegion();
    await within(region).findByText('Page 2 of 3');
    expect(tableRows(region).map(([name]) => name)).toEqual(names(6, 10));
  });

  it('shows the last page when the URL asks for a page past it', async () => {
    server.use(...dashboardHandlers({ chart: chartEntries(12) }));
    openDashboard('/admin?chart=9');
    const region = await chartRegion();

    await within(region).findByText('Page 3 of 3');
    expect(axisLabels(region)).toEqual(names(11, 12));
    expect(within(region).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('disables both buttons when every category fits on one page, empty categories included', async () => {
    server.use(
      ...dashboardHandlers({
        chart: [
          { name: 'Sweeteners', product_count: 4 },
          { name: 'Colorants', product_count: 0 },
        ],
      }),
    );
    openDashboard();
    const region = await chartRegion();

    await within(region).findByText('Page 1 of 1');
    expect(tableRows(region)).toEqual([
      ['Sweeteners', '4'],
      ['Colorants', '0'],
    ]);
    expect(within(region).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(region).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("labels the dataset 'Jumlah Produk' in Indonesian", async () => {
    server.use(...dashboardHandlers({ chart: chartEntries(3) }));
    openDashboard('/admin', 'id');
    const region = await chartRegion('Pemetaan Produk');

    await within(region).findByText('Halaman 1 dari 1');
    expect(within(region).getAllByText('Jumlah Produk').length).toBeGreaterThan(0);
    expect(within(region).getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
    expect(within(region).getByRole('button', { name: 'Berikutnya' })).toBeDisabled();
  });

  it("names the dataset 'Number of Products' in English", async () => {
    server.use(...dashboardHandlers({ chart: chartEntries(3) }));
    openDashboard();
    const region = await chartRegion();

    await within(region).findByText('Page 1 of 1');
    expect(within(region).getByRole('columnheader', { name: 'Number of Products' })).toBeInTheDocument();
  });

  it("shows 'Loading...' until the chart data arrives", async () => {
    server.use(...dashboardHandlers());
    const answer = deferred();
    server.use(
      http.get(CHART_URL, async () => {
        await answer.promise;
        return undefined;
      }),
    );
    openDashboard();
    const region = await chartRegion();

    expect(await within(region).findByText('Loading...')).toBeInTheDocument();
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();

    answer.resolve();
    expect(await within(region).findByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(region).queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("shows 'Error: {message}' when the chart cannot load, and loads it on retry", async () => {
    server.use(...dashboardHandlers());
    server.use(http.get(CHART_URL, () => fail(500, 'Database unavailable', 'INTERNAL'), { once: true }));
    const { user } = openDashboard();
    const region = await chartRegion();

    expect(
      await within(region).findByText('Error: Something went wrong on the server. Please try again later.'),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(region).queryByText(/^Error:/)).not.toBeInTheDocument();
  });

  it('says so when there is no category at all', async () => {
    server.use(...dashboardHandlers({ chart: [] }));
    openDashboard();
    const region = await chartRegion();

    expect(await within(region).findByText('No categories yet.')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});
