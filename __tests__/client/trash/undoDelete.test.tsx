import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { TrashRestoreBody } from '@/common/api/trash';
import { makeCareer } from '../../fixtures/client/careers';
import { makeTerm } from '../../fixtures/client/catalogue';
import { careersDb } from '../helpers/careersDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { catalogueTermsDb } from '../helpers/catalogueTermsDb';
import { apiUrl, fail, ok } from '../helpers/envelope';
import { currentPath, renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';

const INDUSTRIES = 'Manage Industries';

/** The restores asked for, and the route that answers them by putting the item back with `putBack`. */
function answerRestores(collection: string, putBack: (id: number) => void) {
  const asked: { id: number; body: TrashRestoreBody }[] = [];
  server.use(
    http.post(apiUrl(`/admin/trash/${collection}/:id/restore`), async ({ request, params }) => {
      const id = Number(params.id);
      asked.push({ id, body: (await request.json()) as TrashRestoreBody });
      putBack(id);
      return ok('Item restored', { collection, id, imageMissing: false });
    }),
  );
  return asked;
}

const industryNames = () =>
  within(screen.getByRole('table', { name: INDUSTRIES }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('undoing a deletion from its toast', () => {
  useCatalogueApi();

  const industry = (id: number, name: string) => makeTerm(id, name, { translations: { id: { name } } });
  const cosmetics = industry(3, 'Cosmetics');
  beforeEach(() => {
    catalogueTermsDb.seed({ industry: [industry(1, 'Food & Beverage'), industry(2, 'Pharmaceuticals'), cosmetics] });
  });

  async function deleteCosmetics() {
    storeSession();
    const view = renderRoute('/admin/industries');
    await view.user.click(await screen.findByRole('button', { name: 'Delete: Cosmetics' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: "Yes, I'm sure" }));
    expect(await screen.findByText('Industry deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(industryNames()).toEqual(['Food & Beverage', 'Pharmaceuticals']));
    return view;
  }

  it('restores the item deleted from a list, which is listed again', async () => {
    const asked = answerRestores('industries', () =>
      catalogueTermsDb.seed({ industry: [...catalogueTermsDb.all('industry'), cosmetics] }),
    );
    const { user } = await deleteCosmetics();

    await user.click(await screen.findByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Restored.')).toBeInTheDocument();
    expect(asked).toEqual([{ id: 3, body: {} }]);
    await waitFor(() => expect(industryNames()).toEqual(['Cosmetics', 'Food & Beverage', 'Pharmaceuticals']));
    // The deletion's toast has closed.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument());
  });

  it('says why the item could not be restored, and leaves the list as it is', async () => {
    server.use(
      http.post(apiUrl('/admin/trash/industries/:id/restore'), () =>
        fail(404, 'Industry not found in the trash', 'NOT_FOUND'),
      ),
    );
    const { user } = await deleteCosmetics();

    await user.click(await screen.findByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('The item was not found. It may have been deleted.')).toBeInTheDocument();
    expect(industryNames()).toEqual(['Food & Beverage', 'Pharmaceuticals']);
  });

  it('offers the undo on the list a detail page returns to after deleting', async () => {
    const career = makeCareer(7, { name: 'Food Technologist' });
    careersDb.seed([makeCareer(1), career]);
    const asked = answerRestores('careers', () => careersDb.seed([...careersDb.all(), career]));
    storeSession();
    const { user, router } = renderRoute(`/admin/karir/detail/${career.id}`);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: "Yes, I'm sure" }));
    expect(await screen.findByText('Career deleted successfully')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/karir');
    await waitFor(() => expect(screen.queryByText('Food Technologist')).not.toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Restored.')).toBeInTheDocument();
    expect(asked).toEqual([{ id: 7, body: {} }]);
    expect(await screen.findByText('Food Technologist')).toBeInTheDocument();
  });
});
