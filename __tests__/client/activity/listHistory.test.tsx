import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ActivityRecord } from '@/common/api/activity';
import type { StaffRole } from '@/common/staff-access';
import { Providers } from '@/client/app/providers';
import { makeStore } from '@/client/app/store';
import { authApi } from '@/client/features/auth/authApi';
import { PhotoFormDialog } from '@/client/features/gallery/PhotoFormDialog';
import { createI18n } from '@/client/i18n/i18n';
import { ago, makeActivity } from '../../fixtures/client/activity';
import { makeCategory, makeTerm } from '../../fixtures/client/catalogue';
import { makePhoto, photoList } from '../../fixtures/client/content';
import { PUBLISHED } from '../../fixtures/client/publication';
import { activityDb } from '../helpers/activityHandlers';
import { recordApiRequests } from '../helpers/apiRequests';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { catalogueTermsDb } from '../helpers/catalogueTermsDb';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { signedInState, storeSession } from '../helpers/session';
import { siteContentDb, siteContentHandlers } from '../siteContent/siteContentHandlers';

const PANEL = 'Recent changes';

/** The history requests among `requests` (any, even one the mock server refuses), as the app sent them. */
const historyRequests = (requests: string[]) =>
  requests.filter((request) => request.split('?')[0]!.endsWith('/history'));

/**
 * An item's history, oldest first: created by rina three days ago, then its Indonesian name changed by maya two
 * hours ago; with a change of another item of the same kind and one of another kind with the same id, which are
 * not its.
 */
function itemHistory(entity: NonNullable<ActivityRecord['entity']>, id: number, otherId: number): ActivityRecord[] {
  return [
    makeActivity(1, {
      entity,
      entityId: id,
      at: ago(3, 'day'),
      username: 'rina',
      action: 'create',
      changes: [{ field: 'name', before: null, after: 'New' }],
    }),
    makeActivity(2, { entity, entityId: otherId, at: ago(1, 'hour'), username: 'budi' }),
    makeActivity(3, {
      entity: entity === 'product' ? 'career' : 'product',
      entityId: id,
      at: ago(30, 'minute'),
      username: 'budi',
    }),
    makeActivity(4, {
      entity,
      entityId: id,
      at: ago(2, 'hour'),
      changes: [{ field: 'translations.id.name', before: 'Lama', after: 'Baru' }],
    }),
  ];
}

const EXPECTED_LINES = ['Changed by maya, 2 hours ago: name (ID)', 'Created by rina, 3 days ago'];

/** The lines of the history panel in `dialog`, newest first. */
async function historyLines(dialog: HTMLElement): Promise<string[]> {
  const panel = await within(dialog).findByRole('region', { name: PANEL });
  const items = await within(panel).findAllByRole('listitem');
  return items.map((item) => item.firstElementChild?.firstElementChild?.textContent ?? '');
}

interface Screen {
  path: string;
  addButton: string;
  createTitle: string;
  editButton: string;
  editTitle: string;
  /** The history the edit dialog asks for. */
  historyUrl: string;
}

/**
 * Opens the create dialog (which shows no history and asks for none) and cancels it, then opens the edit dialog and
 * checks that it shows the item's history below its fields, having asked for it once and for nothing else.
 */
async function checkDialogs(target: Screen) {
  const requests = recordApiRequests();
  storeSession();
  const { user } = renderRoute(target.path);
  const addButton = await screen.findByRole('button', { name: target.addButton });
  await screen.findByRole('button', { name: target.editButton });

  await user.click(addButton);
  const create = await screen.findByRole('dialog', { name: target.createTitle });
  expect(within(create).queryByRole('region', { name: PANEL })).not.toBeInTheDocument();
  await user.click(within(create).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: target.editButton }));
  const dialog = await screen.findByRole('dialog', { name: target.editTitle });
  await waitFor(async () => expect(await historyLines(dialog)).toEqual(EXPECTED_LINES));

  const panel = within(dialog).getByRole('region', { name: PANEL });
  // Below the form's fields, its heading one level below the dialog's title.
  const firstField = within(dialog).getAllByRole('textbox')[0]!;
  expect(firstField.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(within(panel).getByRole('heading', { level: 3, name: PANEL })).toBeInTheDocument();
  // The create dialog asked nothing: the only history read is the edited item's.
  expect(activityDb.requests.history).toEqual([target.historyUrl]);
  expect(historyRequests(requests)).toEqual([target.historyUrl.replace(/^\/v1/, '')]);
  return { user, dialog };
}

describe('the history in the edit dialogs of the list screens', () => {
  describe('the catalogue', () => {
    useCatalogueApi();

    beforeEach(() => {
      catalogueDb.seed({
        categories: [makeCategory(1, { name: 'Amino Acids' }), makeCategory(2, { name: 'Sweeteners' })],
        products: [],
      });
      catalogueTermsDb.seed({
        industry: [makeTerm(1, 'Food & Beverage'), makeTerm(2, 'Pharmaceuticals')],
        application: [makeTerm(1, 'Beverages'), makeTerm(3, 'Tablets')],
      });
    });

    it("shows a category's history in 'EDIT CATEGORY', not in 'ADD CATEGORY'", async () => {
      activityDb.seed(itemHistory('category', 2, 1));
      await checkDialogs({
        path: '/admin/kategori',
        addButton: 'Add Category',
        createTitle: 'ADD CATEGORY',
        editButton: 'Edit: Sweeteners',
        editTitle: 'EDIT CATEGORY',
        historyUrl: '/v1/admin/categories/2/history?page=1&limit=5',
      });
    });

    it("shows an industry's history in 'EDIT INDUSTRY', not in 'ADD INDUSTRY'", async () => {
      activityDb.seed([
        ...itemHistory('industry', 2, 1),
        // An application with the industry's id is another term.
        makeActivity(5, { entity: 'application', entityId: 2, at: ago(10, 'minute'), username: 'budi' }),
      ]);
      await checkDialogs({
        path: '/admin/industries',
        addButton: 'Add Industry',
        createTitle: 'ADD INDUSTRY',
        editButton: 'Edit: Pharmaceuticals',
        editTitle: 'EDIT INDUSTRY',
        historyUrl: '/v1/admin/industries/2/history?page=1&limit=5',
      });
    });

    it("shows an application's history in 'EDIT APPLICATION'", async () => {
      activityDb.seed(itemHistory('application', 3, 1));
      await checkDialogs({
        path: '/admin/applications',
        addButton: 'Add Application',
        createTitle: 'ADD APPLICATION',
        editButton: 'Edit: Tablets',
        editTitle: 'EDIT APPLICATION',
        historyUrl: '/v1/admin/applications/3/history?page=1&limit=5',
      });
    });
  });

  describe('the gallery', () => {
    beforeEach(() => {
      contentDb.reset();
      server.use(...contentHandlers);
      contentDb.seed({ photos: photoList(2) });
    });

    it("shows a photo's history in 'EDIT PHOTO', not in 'ADD PHOTO'", async () => {
      activityDb.seed(itemHistory('photo', 2, 1));
      await checkDialogs({
        path: '/admin/galeri',
        addButton: 'Add Photo',
        createTitle: 'ADD PHOTO',
        editButton: 'Edit: Photo 2',
        editTitle: 'EDIT PHOTO',
        historyUrl: '/v1/admin/galleries/2/history?page=1&limit=5',
      });
    });
  });

  describe('the slides and partners', () => {
    beforeEach(() => {
      siteContentDb.reset();
      server.use(...siteContentHandlers);
    });

    it("shows a slide's history in 'EDIT SLIDE', not in 'ADD SLIDE', and 'More' reads older changes", async () => {
      activityDb.seed([
        ...itemHistory('slide', 13, 11),
        ...[5, 6, 7, 8].map((id) =>
          makeActivity(id, {
            entity: 'slide',
            entityId: 13,
            at: ago(10 * (9 - id), 'minute'),
            username: 'rina',
            changes: [],
          }),
        ),
      ]);
      const requests = recordApiRequests();
      storeSession();
      const { user } = renderRoute('/admin/slides');
      await user.click(await screen.findByRole('button', { name: 'Add Slide' }));
      const create = await screen.findByRole('dialog', { name: 'ADD SLIDE' });
      expect(within(create).queryByRole('region', { name: PANEL })).not.toBeInTheDocument();
      await user.click(within(create).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: 'Edit: Technical service' }));
      const dialog = await screen.findByRole('dialog', { name: 'EDIT SLIDE' });
      await waitFor(async () =>
        expect(await historyLines(dialog)).toEqual([
          'Changed by rina, 10 minutes ago',
          'Changed by rina, 20 minutes ago',
          'Changed by rina, 30 minutes ago',
          'Changed by rina, 40 minutes ago',
          'Changed by maya, 2 hours ago: name (ID)',
        ]),
      );
      const panel = within(dialog).getByRole('region', { name: PANEL });
      await user.click(within(panel).getByRole('button', { name: 'More' }));

      await waitFor(async () => expect(await historyLines(dialog)).toHaveLength(6));
      expect((await historyLines(dialog))[5]).toBe('Created by rina, 3 days ago');
      expect(within(panel).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
      // 'More' is no submit: the form is still open, nothing saved.
      expect(screen.getByRole('dialog', { name: 'EDIT SLIDE' })).toBeInTheDocument();
      expect(siteContentDb.writes).toEqual([]);
      expect(activityDb.requests.history).toEqual([
        '/v1/admin/slides/13/history?page=1&limit=5',
        '/v1/admin/slides/13/history?page=2&limit=5',
      ]);
      expect(historyRequests(requests)).toEqual([
        '/admin/slides/13/history?page=1&limit=5',
        '/admin/slides/13/history?page=2&limit=5',
      ]);
    });

    it("shows a partner's history in 'EDIT PARTNER', not in 'ADD PARTNER'", async () => {
      activityDb.seed(itemHistory('partner', 2, 1));
      await checkDialogs({
        path: '/admin/partners',
        addButton: 'Add Partner',
        createTitle: 'ADD PARTNER',
        editButton: 'Edit: Kyowa Hakko',
        editTitle: 'EDIT PARTNER',
        historyUrl: '/v1/admin/partners/2/history?page=1&limit=5',
      });
    });
  });
});

describe('who the edit dialog shows the history to', () => {
  beforeEach(() => activityDb.seed(itemHistory('photo', 2, 1)));

  /** Photo 2's edit dialog for a signed-in `role`, once the server has said the role. */
  async function openPhotoDialog(role: StaffRole) {
    const requests = recordApiRequests();
    const store = makeStore(signedInState(role, role));
    await store.dispatch(authApi.endpoints.validateToken.initiate(store.getState().auth.token ?? ''));
    render(
      <Providers store={store} i18n={createI18n('en')}>
        <PhotoFormDialog
          photo={{ ...makePhoto(2), translations: {}, ...PUBLISHED }}
          submitting={false}
          onSubmit={() => undefined}
          onClose={() => undefined}
        />
      </Providers>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'EDIT PHOTO' });
    /** Once every query asked so far (the site settings the providers read, the dialog's own) has its answer. */
    const answered = () =>
      waitFor(() =>
        expect(Object.values(store.getState().api.queries).filter((query) => query?.status === 'pending')).toEqual([]),
      );
    return { dialog, requests, answered };
  }

  it('shows it to a role whose screen holds the item (an editor and the gallery)', async () => {
    const { dialog, answered } = await openPhotoDialog('editor');

    await waitFor(async () => expect(await historyLines(dialog)).toEqual(EXPECTED_LINES));
    await answered();
  });

  it('neither shows nor asks for it for a role the history route refuses (a recruiter and the gallery)', async () => {
    const { dialog, requests, answered } = await openPhotoDialog('recruiter');
    // A dialog that asked would have as soon as it was drawn (the role is known by then), and had its answer here.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await answered();

    expect(within(dialog).queryByRole('region', { name: PANEL })).not.toBeInTheDocument();
    expect(historyRequests(requests)).toEqual([]);
  });
});
