import { http, type HttpHandler } from 'msw';
import type { CareerCreateBody, CareerUpdateBody } from '@/common/api/careers';
import { careerPublicationFields } from '@/server/services/career-publication';
import { aboutContent } from '../../fixtures/client/home';
import { siteSettings } from '../../fixtures/client/site';
import { activityHandlers } from './activityHandlers';
import { answerAdminList } from './adminListAnswer';
import { careersDb } from './careersDb';
import { dashboardHandlers } from './dashboardHandlers';
import { formTokenHandler } from './enquiryHandlers';
import { apiUrl, fail, ok, okMessage } from './envelope';
import { inStateAsked, resolvePublication } from './mockPublication';
import { makeToken } from './session';
import { bearerRole, bearerUser, unauthorized } from './mockRequests';
import { noUnreadEnquiriesHandler } from './unreadEnquiriesHandler';
import { pendingChangesHandlers } from './pendingChangesHandlers';

export const validCredentials = { username: 'admin', password: 'Rahasia#2024' } as const;

const careerNotFound = () => fail(404, 'Career not found', 'NOT_FOUND');
/** The server's refusal of a career's body: its missing texts and the publication it refused, if any. */
const refusal = (body: { name?: string; position?: string }, publicationRefused: Record<string, string>) => {
  const fields: Record<string, string> = { ...publicationRefused };
  if (!body.name?.trim()) fields.name = 'required';
  if (!body.position?.trim()) fields.position = 'required';
  return Object.keys(fields).length ? fail(400, 'Invalid input', 'VALIDATION', fields) : undefined;
};

const siteHandlers = [
  http.get(apiUrl('/site'), () => ok('Site settings', siteSettings)),
  http.get(apiUrl('/about'), () => ok('About page', aboutContent)),
  // Every page with a public form asks for one.
  formTokenHandler,
];

const authHandlers = [
  http.post(apiUrl('/auth/login'), async ({ request }) => {
    const { username, password } = (await request.json()) as { username: string; password: string };
    if (username !== validCredentials.username || password !== validCredentials.password) {
      return fail(401, 'Invalid username or password', 'UNAUTHORIZED');
    }
    return ok('Login successful', {
      token: { access_token: makeToken(username), token_type: 'Bearer', expires_in: 3600 },
      language: null,
    });
  }),
  http.get(apiUrl('/auth/validate-token'), ({ request }) => {
    const username = bearerUser(request);
    return username
      ? ok('Token is valid', { username, role: bearerRole(request), two_step_setup_required: false })
      : unauthorized();
  }),
  // /logout ends the server-side session before forgetting the token.
  http.post(apiUrl('/admin/auth/sign-out'), ({ request }) =>
    bearerUser(request) ? okMessage('Signed out') : unauthorized(),
  ),
];

const publicCareerHandlers = [
  http.get(apiUrl('/careers'), () => ok('Careers retrieved', careersDb.active())),
  http.get(apiUrl('/careers/:id'), ({ params }) => {
    const career = careersDb.findActive(Number(params.id));
    return career ? ok('Career retrieved', career) : careerNotFound();
  }),
];

const adminCareerHandlers = [
  http.get(apiUrl('/admin/careers'), ({ request }) => {
    if (!bearerUser(request)) return unauthorized();
    const rows = inStateAsked(request, careersDb.all());
    if (rows instanceof Response) return rows;
    return answerAdminList(request, 'careers', rows, {
      texts: (career) => [career.name, career.position, career.description],
      sortValues: {
        created_at: (career) => career.created_at,
        name: (career) => career.name,
        position: (career) => career.position,
        // As the server: by the state's name.
        status: (career) => career.state,
      },
    });
  }),
  http.post(apiUrl('/admin/careers'), async ({ request }) => {
    if (!bearerUser(request)) return unauthorized();
    const body = (await request.json()) as CareerCreateBody;
    careersDb.receive(body);
    const publication = resolvePublication(careerPublicationFields(body));
    return (
      refusal(body, publication.refused) ??
      ok('Career created', careersDb.create(body, publication.value), { status: 201 })
    );
  }),
  http.get(apiUrl('/admin/careers/:id'), ({ request, params }) => {
    if (!bearerUser(request)) return unauthorized();
    const career = careersDb.find(Number(params.id));
    return career ? ok('Career retrieved', career) : careerNotFound();
  }),
  http.put(apiUrl('/admin/careers/:id'), async ({ request, params }) => {
    if (!bearerUser(request)) return unauthorized();
    const body = (await request.json()) as CareerUpdateBody;
    careersDb.receive(body);
    const current = careersDb.find(Number(params.id));
    if (!current) return careerNotFound();
    const publication = resolvePublication(careerPublicationFields(body), current);
    const invalid = refusal(body, publication.refused);
    if (invalid) return invalid;
    return ok('Career updated', careersDb.update(current.id, body, publication.value));
  }),
  http.delete(apiUrl('/admin/careers/:id'), ({ request, params }) => {
    if (!bearerUser(request)) return unauthorized();
    return careersDb.remove(Number(params.id)) ? okMessage('Career deleted') : careerNotFound();
  }),
];

export const handlers: HttpHandler[] = [
  ...siteHandlers,
  ...authHandlers,
  ...publicCareerHandlers,
  ...adminCareerHandlers,
  // Signing in lands on the dashboard.
  ...dashboardHandlers(),
  // Every admin screen's sidebar counts the unread enquiries.
  noUnreadEnquiriesHandler,
  // The detail pages and the site's documents show their history (none unless a test seeds the log).
  ...activityHandlers(),
  // Their edit forms and pages read the unpublished changes (none unless a test keeps some).
  ...pendingChangesHandlers(),
];
