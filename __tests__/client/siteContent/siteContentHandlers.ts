import { http, type HttpHandler } from 'msw';
import type { AdminPartner } from '@/common/api/partners';
import type { AdminSlide } from '@/common/api/slides';
import { imageSet } from '../../fixtures/client/catalogue';
import { aboutDocument, adminPartners, adminSlides, homePageDocument } from '../../fixtures/client/home';
import { siteSettingsDocument } from '../../fixtures/client/site';
import { apiUrl, fail, ok, okMessage } from '../helpers/envelope';
import { resolvePublication, sentInForm } from '../helpers/mockPublication';
import { bearerUser, unauthorized } from '../helpers/mockRequests';

/** The back office's site content as the mock API keeps it, with every write it received. */
function makeDb() {
  const clone = <T>(value: T): T => structuredClone(value);
  let state = {
    site: clone(siteSettingsDocument),
    about: clone(aboutDocument),
    home: clone(homePageDocument),
    slides: clone(adminSlides),
    partners: clone(adminPartners),
  };
  const writes: { method: string; path: string; body?: unknown }[] = [];
  return {
    reset() {
      state = {
        site: clone(siteSettingsDocument),
        about: clone(aboutDocument),
        home: clone(homePageDocument),
        slides: clone(adminSlides),
        partners: clone(adminPartners),
      };
      writes.length = 0;
    },
    get state() {
      return state;
    },
    writes,
  };
}

export const siteContentDb = makeDb();

const record = (request: Request, body?: unknown) =>
  siteContentDb.writes.push({
    method: request.method,
    path: new URL(request.url).pathname.replace(/^\/v1/, ''),
    body,
  });

const formFields = (form: FormData): Record<string, unknown> =>
  Object.fromEntries(
    [...form.entries()]
      .filter(([, value]) => typeof value === 'string')
      .map(([name, value]) => [name, name === 'translations' ? JSON.parse(value as string) : value]),
  );

const STAMP = '2026-02-01T08:00:00.000Z';

function documentHandlers<K extends 'site' | 'about' | 'home'>(path: string, key: K, message: string): HttpHandler[] {
  type Doc = (typeof siteContentDb.state)[K];
  return [
    http.get(apiUrl(path), ({ request }) =>
      bearerUser(request) ? ok(message, siteContentDb.state[key]) : unauthorized(),
    ),
    http.put(apiUrl(path), async ({ request }) => {
      if (!bearerUser(request)) return unauthorized();
      const body = (await request.json()) as Doc;
      record(request, body);
      siteContentDb.state[key] = body;
      return ok(message, body);
    }),
  ];
}

const invalid = (fields: Record<string, string>) => fail(400, 'Invalid input', 'VALIDATION', fields);

/** CRUD and order of slides or partners, each with its image field and its publication. */
function orderedHandlers<Row extends AdminSlide | AdminPartner>(
  path: string,
  key: 'slides' | 'partners',
  imageField: 'image' | 'logo',
): HttpHandler[] {
  const rows = () => siteContentDb.state[key] as Row[];
  const setRows = (next: Row[]) => {
    (siteContentDb.state[key] as Row[]) = next.map((row, index) => ({ ...row, position: index + 1 }));
  };
  return [
    http.get(apiUrl(path), ({ request }) => (bearerUser(request) ? ok('Retrieved', rows()) : unauthorized())),
    http.put(apiUrl(`${path}/order`), async ({ request }) => {
      if (!bearerUser(request)) return unauthorized();
      const { ids } = (await request.json()) as { ids: number[] };
      record(request, { ids });
      setRows(ids.map((id) => rows().find((row) => row.id === id)!));
      // As the server: the list in its new order.
      return ok('Reordered', rows());
    }),
    http.post(apiUrl(path), async ({ request }) => {
      if (!bearerUser(request)) return unauthorized();
      const form = await request.formData();
      const fields = formFields(form);
      record(request, { ...fields, [imageField]: form.get(imageField) instanceof Blob });
      if (!(form.get(imageField) instanceof Blob)) return invalid({ [imageField]: 'required' });
      const publication = resolvePublication(sentInForm(form));
      if (Object.keys(publication.refused).length) return invalid(publication.refused);
      const id = Math.max(0, ...rows().map((row) => row.id)) + 1;
      const created = {
        ...fields,
        ...publication.value,
        id,
        [imageField]: imageSet(`${key}-${id}`),
        translations: fields.translations ?? {},
        created_at: STAMP,
        updated_at: STAMP,
      } as unknown as Row;
      setRows([...rows(), created]);
      // As the server: the new item with its place at the end of the list.
      return ok(
        'Created',
        rows().find((row) => row.id === id),
        { status: 201 },
      );
    }),
    http.put(apiUrl(`${path}/:id`), async ({ request, params }) => {
      if (!bearerUser(request)) return unauthorized();
      const form = await request.formData();
      const fields = formFields(form);
      record(request, { ...fields, [imageField]: form.get(imageField) instanceof Blob });
      const current = rows().find((row) => row.id === Number(params.id));
      if (!current) return fail(404, 'Not found', 'NOT_FOUND');
      const publication = resolvePublication(sentInForm(form), current);
      if (Object.keys(publication.refused).length) return invalid(publication.refused);
      const updated = { ...current, ...fields, ...publication.value } as Row;
      setRows(rows().map((row) => (row.id === current.id ? updated : row)));
      return ok('Updated', updated);
    }),
    http.delete(apiUrl(`${path}/:id`), ({ request, params }) => {
      if (!bearerUser(request)) return unauthorized();
      record(request);
      setRows(rows().filter((row) => row.id !== Number(params.id)));
      return okMessage('Deleted');
    }),
  ];
}

export const siteContentHandlers: HttpHandler[] = [
  ...documentHandlers('/admin/site-settings', 'site', 'Site settings'),
  ...documentHandlers('/admin/about', 'about', 'About page'),
  ...documentHandlers('/admin/home-page', 'home', 'Home page'),
  ...orderedHandlers<AdminSlide>('/admin/slides', 'slides', 'image'),
  ...orderedHandlers<AdminPartner>('/admin/partners', 'partners', 'logo'),
];
