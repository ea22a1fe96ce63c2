import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { ActivityRecord } from '@/common/api/activity';
import type { RevisionComparison, RevisionField } from '@/common/api/revisions';
import { ago, makeActivity } from '../../fixtures/client/activity';
import { makeCategory, makeProduct } from '../../fixtures/client/catalogue';
import { activityDb } from '../helpers/activityHandlers';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { deferred } from '../helpers/deferred';
import { apiUrl, fail, ok } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession, storeSessionAs } from '../helpers/session';

const PANEL = 'Recent changes';
const PRODUCT_PAGE = '/admin/produk/detail/4';
const CONFIRM = /^Restore the version of .+ by rina\? The current version stays in the history\.$/;

/**
 * Product 4's history, oldest first: created before revisions were kept, then changed by rina (its name), budi and
 * maya (the newest revision: the product as it is).
 */
const productHistory = (): ActivityRecord[] => [
  makeActivity(1, {
    at: ago(3, 'day'),
    username: 'admin',
    action: 'create',
    changes: [{ field: 'name', before: null, after: 'Aspartame' }],
    revision: false,
  }),
  makeActivity(2, {
    at: ago(8, 'hour'),
    username: 'rina',
    changes: [{ field: 'name', before: 'Aspartam', after: 'Aspartame' }],
  }),
  makeActivity(3, { at: ago(5, 'hour'), username: 'budi', changes: [{ field: 'grade', before: 'FCC', after: 'USP' }] }),
  makeActivity(4, { at: ago(2, 'hour') }),
];

const field = (path: string, from: RevisionField['from'], to: RevisionField['to']): RevisionField => ({
  field: path,
  from,
  to,
  changed: from !== to,
});

/** Rina's revision (2) against maya's (4): the name and the Indonesian description changed. */
const comparison = (): RevisionComparison => ({
  from: { id: 2, at: ago(8, 'hour'), username: 'rina' },
  to: { id: 4, at: ago(2, 'hour'), username: 'maya' },
  fields: [
    field('name', 'Aspartame', 'Aspartame powder'),
    field('description', 'A sweetener many times sweeter than sugar.', 'A sweetener many times sweeter than sugar.'),
    field('product_image', 'aspartame.webp', 'aspartame.webp'),
    field('translations.id.name', 'Aspartam', 'Aspartam'),
    field('translations.id.description', 'Pemanis', 'Pemanis rendah kalori'),
  ],
});

/** The paths (with their query) of the revision requests the mock server answered, in order. */
let asked: string[] = [];

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** Compares with `answer` (by default rina's and maya's revisions); restores with `restore`. */
function useRevisionApi({
  answer = () => ok('Revisions compared', comparison()),
  restore = () => ok('Revision restored', { imageKept: false, documentsMissing: [] }),
}: {
  answer?: () => Response | Promise<Response>;
  restore?: (params: { id: number; revisionId: number }) => Response | Promise<Response>;
} = {}) {
  server.use(
    http.get(apiUrl('/admin/:collection/:id/revisions/compare'), ({ request }) => {
      asked.push(pathOf(request));
      return answer();
    }),
    http.post(apiUrl('/admin/:collection/:id/revisions/:revisionId/restore'), ({ request, params }) => {
      asked.push(`POST ${pathOf(request)}`);
      return restore({ id: Number(params.id), revisionId: Number(params.revisionId) });
    }),
  );
}

/** The line of the history panel that starts with `text`. */
async function line(text: string): Promise<HTMLElement> {
  const panel = await screen.findByRole('region', { name: PANEL });
  const said = await within(panel).findByText((content) => content.startsWith(text));
  return said.closest('li')!;
}

/** The rows of the comparison's group of `language`, each as [field, older, newer]. */
function groupRows(dialog: HTMLElement, language: string): string[][] {
  const group = within(dialog).getByText(language).closest('tbody')!;
  return within(group)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent ?? ''));
}

describe("a product's revisions", () => {
  useCatalogueApi();

  beforeEach(() => {
    asked = [];
    catalogueDb.seed({
      categories: [makeCategory(1, { name: 'Sweeteners' })],
      products: [makeProduct(4, 1, { name: 'Aspartame powder' })],
    });
    activityDb.seed(productHistory());
  });

  it('compares two ticked revisions, the changed fields by language, the others once the switch is off', async () => {
    useRevisionApi();
    storeSession();
    const { user } = renderRoute(PRODUCT_PAGE);

    const panel = await screen.findByRole('region', { name: PANEL });
    const compare = await within(panel).findByRole('button', { name: 'Compare selected' });
    // The creation predates the revisions: nothing to tick there.
    expect(within(await line('Created by admin')).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(await line('Changed by maya')).getByRole('checkbox', { name: 'Compare' }));
    expect(compare).toBeDisabled();
    await user.click(within(await line('Changed by rina')).getByRole('checkbox', { name: 'Compare' }));
    expect(compare).toBeEnabled();
    await user.click(compare);

    const dialog = await screen.findByRole('dialog', { name: 'Compare versions' });
    const table = await within(dialog).findByRole('table', { name: 'Compare versions' });
    expect(asked).toEqual(['/v1/admin/products/4/revisions/compare?from=2&to=4']);
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Field',
      expect.stringMatching(/^Older version.+ by rina$/),
      expect.stringMatching(/^Newer version.+ by maya$/),
    ]);
    expect(groupRows(dialog, 'English')).toEqual([['nameChanged', 'Aspartame', 'Aspartame powder']]);
    expect(groupRows(dialog, 'Indonesian')).toEqual([['descriptionChanged', 'Pemanis', 'Pemanis rendah kalori']]);
    expect(within(table).getAllByText('Changed')).toHaveLength(2);

    const onlyChanged = within(dialog).getByRole('switch', { name: 'Only changed fields' });
    expect(onlyChanged).toBeChecked();
    await user.click(onlyChanged);

    expect(groupRows(dialog, 'English')).toEqual([
      ['nameChanged', 'Aspartame', 'Aspartame powder'],
      ['description', 'A sweetener many times sweeter than sugar.', 'A sweetener many times sweeter than sugar.'],
      ['product image', 'aspartame.webp', 'aspartame.webp'],
    ]);
    expect(groupRows(dialog, 'Indonesian')).toEqual([
      ['name', 'Aspartam', 'Aspartam'],
      ['descriptionChanged', 'Pemanis', 'Pemanis rendah kalori'],
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says why a comparison failed, 'Try again' reads it, and says when the two are the same", async () => {
    let failures = 1;
    useRevisionApi({
      answer: () =>
        failures-- > 0
          ? fail(500, 'Internal error', 'INTERNAL')
          : ok('Revisions compared', {
              ...comparison(),
              fields: comparison().fields.map((row) => ({ ...row, to: row.from, changed: false })),
            }),
    });
    storeSession();
    const { user } = renderRoute(PRODUCT_PAGE);

    await user.click(within(await line('Changed by budi')).getByRole('checkbox', { name: 'Compare' }));
    await user.click(within(await line('Changed by rina')).getByRole('checkbox', { name: 'Compare' }));
    await user.click(screen.getByRole('button', { name: 'Compare selected' }));

    const dialog = await screen.findByRole('dialog', { name: 'Compare versions' });
    expect(
      await within(dialog).findByText('Something went wrong on the server. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));

    expect(await within(dialog).findByText('These two versions are the same.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(asked).toEqual([
      '/v1/admin/products/4/revisions/compare?from=2&to=3',
      '/v1/admin/products/4/revisions/compare?from=2&to=3',
    ]);
  });

  it('restores an earlier revision once confirmed, then shows the product and its history as restored', async () => {
    const answer = deferred();
    useRevisionApi({
      restore: async ({ id }) => {
        await answer.promise;
        Object.assign(catalogueDb.storedProduct(id)!, { name: 'Aspartame', updated_at: new Date().toISOString() });
        activityDb.add(
          makeActivity(5, {
            action: 'restore',
            at: ago(0, 'minute'),
            username: 'admin',
            changes: [{ field: 'name', before: 'Aspartame powder', after: 'Aspartame' }],
          }),
        );
        return ok('Revision restored', { imageKept: false, documentsMissing: [] });
      },
    });
    storeSession();
    const { user } = renderRoute(PRODUCT_PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Aspartame powder' })).toBeInTheDocument();

    // The newest revision is the product as it is, and the creation predates the revisions.
    expect(within(await line('Changed by maya')).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    expect(within(await line('Created by admin')).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    expect(within(await line('Changed by budi')).getByRole('button', { name: 'Restore' })).toBeInTheDocument();

    await user.click(within(await line('Changed by rina')).getByRole('button', { name: 'Restore' }));
    const confirmation = await screen.findByRole('dialog', { description: CONFIRM });
    await user.click(within(confirmation).getByRole('button', { name: "Yes, I'm sure" }));

    await waitFor(() => expect(within(confirmation).getByRole('button', { name: "Yes, I'm sure" })).toBeDisabled());
    expect(within(confirmation).getByRole('button', { name: 'No, cancel' })).toBeDisabled();
    answer.resolve();

    expect(await screen.findByText('Earlier version restored.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'Aspartame' })).toBeInTheDocument();
    expect(await line('Earlier version restored by admin, now: name')).toBeInTheDocument();
    expect(asked).toEqual(['POST /v1/admin/products/4/revisions/2/restore']);
  });

  it.each([
    [
      'the current picture was kept',
      { imageKept: true, documentsMissing: [] },
      'Earlier version restored. Its picture is no longer available, so the current picture was kept.',
    ],
    [
      "the revision's documents whose files are gone",
      { imageKept: false, documentsMissing: ['ace-k-sds.pdf', 'old-coa.pdf'] },
      'Earlier version restored. These documents could not come back, their files are gone: ace-k-sds.pdf, old-coa.pdf.',
    ],
  ])('says when a restore could not bring back its files: %s', async (_case, answer, toast) => {
    useRevisionApi({ restore: () => ok('Revision restored', answer) });
    storeSession();
    const { user } = renderRoute(PRODUCT_PAGE);

    await user.click(within(await line('Changed by rina')).getByRole('button', { name: 'Restore' }));
    const confirmation = await screen.findByRole('dialog', { description: CONFIRM });
    await user.click(within(confirmation).getByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText(toast)).toBeInTheDocument();
  });

  it('says why the server refused to restore a revision', async () => {
    useRevisionApi({
      restore: () => fail(409, 'Revision not restorable', 'REVISION_NOT_RESTORABLE'),
    });
    storeSession();
    const { user } = renderRoute(PRODUCT_PAGE);

    await user.click(within(await line('Changed by rina')).getByRole('button', { name: 'Restore' }));
    const confirmation = await screen.findByRole('dialog', { description: CONFIRM });
    await user.click(within(confirmation).getByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText(/^This version cannot be restored as it was:/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Aspartame powder' })).toBeInTheDocument();
  });

  it('lets sales, who may read the product but not change it, compare its revisions but not restore one', async () => {
    useRevisionApi();
    storeSessionAs('sales');
    renderRoute(PRODUCT_PAGE);

    const rina = await line('Changed by rina');
    expect(within(rina).getByRole('checkbox', { name: 'Compare' })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: PANEL });
    expect(within(panel).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  });
});

describe('a revision restored from an edit dialog', () => {
  useCatalogueApi();

  it("shows the restored values in the open 'EDIT CATEGORY'", async () => {
    asked = [];
    catalogueDb.seed({ categories: [makeCategory(2, { name: 'Sweeteners and polyols' })] });
    activityDb.seed([
      makeActivity(1, {
        entity: 'category',
        entityId: 2,
        at: ago(3, 'day'),
        username: 'rina',
        action: 'create',
        changes: [{ field: 'name', before: null, after: 'Sweeteners' }],
      }),
      makeActivity(2, {
        entity: 'category',
        entityId: 2,
        at: ago(2, 'hour'),
        changes: [{ field: 'name', before: 'Sweeteners', after: 'Sweeteners and polyols' }],
      }),
    ]);
    useRevisionApi({
      restore: ({ id }) => {
        const { description } = catalogueDb.categories().find((category) => category.id === id)!;
        catalogueDb.updateCategory(id, { name: 'Sweeteners', description }, false);
        return ok('Revision restored', { imageKept: false, documentsMissing: [] });
      },
    });
    storeSession();
    const { user } = renderRoute('/admin/kategori');

    await user.click(await screen.findByRole('button', { name: 'Edit: Sweeteners and polyols' }));
    const dialog = await screen.findByRole('dialog', { name: 'EDIT CATEGORY' });
    expect(within(dialog).getByRole('textbox', { name: /^Category Name/ })).toHaveValue('Sweeteners and polyols');
    await user.click(within(await line('Created by rina')).getByRole('button', { name: 'Restore' }));
    const confirmation = await screen.findByRole('dialog', { description: CONFIRM });
    await user.click(within(confirmation).getByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('Earlier version restored.')).toBeInTheDocument();
    const reopened = await screen.findByRole('dialog', { name: 'EDIT CATEGORY' });
    await waitFor(() =>
      expect(within(reopened).getByRole('textbox', { name: /^Category Name/ })).toHaveValue('Sweeteners'),
    );
    expect(asked).toEqual(['POST /v1/admin/categories/2/revisions/1/restore']);
  });
});
