import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActivityAction, ActivityEntity } from '@/common/api/activity';
import { siteContent } from '../services/site-content';
import { twoStepPolicy } from './admin/users';
import { activityRepository, REVISION_ENTITIES, type NewActivity } from '../repositories/activity-repository';
import type { InTransaction } from '../repositories/restored-row';
import { changedFields, nameOf } from '../services/activity/changes';
import { imagesNamedIn } from '../services/images';
import { releaseImage } from '../services/images/uploads';
import { LINKED_PRODUCTS, STORED_DOCUMENTS } from '../services/activity/kept-state';

/** Reads an entity's state as the admin API answers it (undefined when there is none). */
type Read = (app: FastifyInstance, id: number | undefined) => Promise<unknown>;

/** What a route leaves in the activity log. */
interface RecordedRoute {
  action: ActivityAction;
  entity: ActivityEntity;
  /**
   * Where the entity's id comes from: a parameter of the URL, the signed-in user (their own account) or, without
   * either, the answer (a create) or nowhere (one document of the site, a list's order, an export).
   */
  id?: 'id' | 'documentId' | 'self';
  /** The write makes the entity: there is no state before it, and its id is the answer's. */
  creates?: true;
  read?: Read;
}

const career: Read = (app, id) => app.repos.careers.findForAdmin(id!);
/**
 * A product as its records keep it: with its documents' rows, files included, so that a revision restore or the
 * trash can bring back those that are gone.
 */
const product: Read = async (app, id) => {
  const state = await app.repos.products.findForAdmin(id!);
  return state && { ...state, [STORED_DOCUMENTS]: await app.repos.productDocuments.stored(id!) };
};
const category: Read = (app, id) => app.repos.categories.findForAdmin(id!);
const industry: Read = (app, id) => app.repos.catalogueTerms.findForAdmin('industry', id!);
const application: Read = (app, id) => app.repos.catalogueTerms.findForAdmin('application', id!);
/** A term or a partner as it goes to the trash: with the products it is on, for a restore to put it back on. */
const withLinkedProducts =
  (read: Read, linked: (app: FastifyInstance, id: number) => Promise<number[]>): Read =>
  async (app, id) => {
    const state = await read(app, id);
    return state && { ...state, [LINKED_PRODUCTS]: await linked(app, id!) };
  };
const article: Read = (app, id) => app.repos.articles.findForAdmin(id!);
const photo: Read = (app, id) => app.repos.gallery.findForAdmin(id!);
const slide: Read = (app, id) => app.repos.slides.findForAdmin(id!);
const partner: Read = (app, id) => app.repos.partners.findForAdmin(id!);
const enquiry: Read = (app, id) => app.repos.enquiries.find(id!);
const staffUser: Read = (app, id) => app.repos.users.findForAdmin(id!);
/** The own account as the profile shows it, without anything of two-step sign-in's secrets. */
const ownAccount: Read = async (app, id) => {
  const user = await app.repos.users.findForAdmin(id!);
  const language = (await app.repos.users.findById(id!))?.language;
  return user && { ...user, language };
};
const slideOrder: Read = async (app) => ({ order: (await app.repos.slides.listForAdmin()).map(({ id }) => id) });
const partnerOrder: Read = async (app) => ({ order: (await app.repos.partners.listForAdmin()).map(({ id }) => id) });
const nameInTrash =
  (entity: ActivityEntity): Read =>
  async (app, id) => {
    const deletion = await app.repos.activity.inTrash(entity, id!);
    return deletion && { name: nameOf(deletion.state) };
  };
const siteDocument =
  (key: 'settings' | 'about' | 'home'): Read =>
  (app) =>
    siteContent(app.repos, app.config.site).read(key);

/**
 * A collection's create, update and delete (to the trash), the restore of a revision or from the trash, and the
 * removal from the trash for good (which keeps only the name it went by).
 */
const crud = (entity: ActivityEntity, read: Read, readDeleted: Read = read) => ({
  create: { action: 'create', entity, creates: true, read } as const,
  update: { action: 'update', entity, id: 'id', read } as const,
  delete: { action: 'delete', entity, id: 'id', read: readDeleted } as const,
  restore: { action: 'restore', entity, id: 'id', read } as const,
  purge: { action: 'purge', entity, id: 'id', read: nameInTrash(entity) } as const,
});
const careers = crud('career', career);
const products = crud('product', product);
const categories = crud('category', category);
const termProducts = (app: FastifyInstance, id: number) => app.repos.catalogueTerms.productIdsOf(id);
const industries = crud('industry', industry, withLinkedProducts(industry, termProducts));
const applications = crud('application', application, withLinkedProducts(application, termProducts));
const articles = crud('article', article);
const photos = crud('photo', photo);
const slides = crud('slide', slide);
const partners = crud(
  'partner',
  partner,
  withLinkedProducts(partner, (app, id) => app.repos.partners.principalOf(id)),
);

/**
 * What each route under /v1/admin records, by `METHOD path` below /v1/admin. Every write must be listed (the server
 * refuses to start otherwise); `false` says on purpose that a write leaves no record (unpublished changes, saved or
 * discarded, leave the item as it is and keep who saved them; publishing them is the item's update). Reads are
 * recorded only where listed: the exports of personal data.
 */
const RECORDED: Record<string, RecordedRoute | false> = {
  'POST /careers': careers.create,
  'PUT /careers/:id': careers.update,
  'DELETE /careers/:id': careers.delete,
  'POST /careers/:id/revisions/:revisionId/restore': careers.restore,
  'PUT /careers/:id/changes': false,
  'POST /careers/:id/changes/publish': careers.update,
  'DELETE /careers/:id/changes': false,
  'POST /trash/careers/:id/restore': careers.restore,
  'DELETE /trash/careers/:id': careers.purge,
  'POST /products': products.create,
  'PUT /products/:id': products.update,
  'DELETE /products/:id': products.delete,
  'POST /products/:id/revisions/:revisionId/restore': products.restore,
  'PUT /products/:id/changes': false,
  'POST /products/:id/changes/publish': products.update,
  'DELETE /products/:id/changes': false,
  'POST /trash/products/:id/restore': products.restore,
  'DELETE /trash/products/:id': products.purge,
  // A document's state before a change is the one its last record kept.
  'POST /products/:id/documents': { action: 'create', entity: 'document', creates: true },
  'PATCH /products/:id/documents/:documentId': { action: 'update', entity: 'document', id: 'documentId' },
  'DELETE /products/:id/documents/:documentId': { action: 'delete', entity: 'document', id: 'documentId' },
  'POST /categories': categories.create,
  'PUT /categories/:id': categories.update,
  'DELETE /categories/:id': categories.delete,
  'POST /categories/:id/revisions/:revisionId/restore': categories.restore,
  'PUT /categories/:id/changes': false,
  'POST /categories/:id/changes/publish': categories.update,
  'DELETE /categories/:id/changes': false,
  'POST /trash/categories/:id/restore': categories.restore,
  'DELETE /trash/categories/:id': categories.purge,
  'POST /industries': industries.create,
  'PUT /industries/:id': industries.update,
  'DELETE /industries/:id': industries.delete,
  'POST /industries/:id/revisions/:revisionId/restore': industries.restore,
  'POST /trash/industries/:id/restore': industries.restore,
  'DELETE /trash/industries/:id': industries.purge,
  'POST /applications': applications.create,
  'PUT /applications/:id': applications.update,
  'DELETE /applications/:id': applications.delete,
  'POST /applications/:id/revisions/:revisionId/restore': applications.restore,
  'POST /trash/applications/:id/restore': applications.restore,
  'DELETE /trash/applications/:id': applications.purge,
  'POST /articles': articles.create,
  'PUT /articles/:id': articles.update,
  'DELETE /articles/:id': articles.delete,
  'POST /articles/:id/revisions/:revisionId/restore': articles.restore,
  'PUT /articles/:id/changes': false,
  'POST /articles/:id/changes/publish': articles.update,
  'DELETE /articles/:id/changes': false,
  'POST /trash/articles/:id/restore': articles.restore,
  'DELETE /trash/articles/:id': articles.purge,
  'POST /galleries': photos.create,
  'PUT /galleries/:id': photos.update,
  'DELETE /galleries/:id': photos.delete,
  'POST /galleries/:id/revisions/:revisionId/restore': photos.restore,
  'PUT /galleries/:id/changes': false,
  'POST /galleries/:id/changes/publish': photos.update,
  'DELETE /galleries/:id/changes': false,
  'POST /trash/galleries/:id/restore': photos.restore,
  'DELETE /trash/galleries/:id': photos.purge,
  'POST /slides': slides.create,
  'PUT /slides/:id': slides.update,
  'DELETE /slides/:id': slides.delete,
  'POST /slides/:id/revisions/:revisionId/restore': slides.restore,
  'PUT /slides/:id/changes': false,
  'POST /slides/:id/changes/publish': slides.update,
  'DELETE /slides/:id/changes': false,
  'POST /trash/slides/:id/restore': slides.restore,
  'DELETE /trash/slides/:id': slides.purge,
  'PUT /slides/order': { action: 'reorder', entity: 'slide', read: slideOrder },
  'POST /partners': partners.create,
  'PUT /partners/:id': partners.update,
  'DELETE /partners/:id': partners.delete,
  'POST /partners/:id/revisions/:revisionId/restore': partners.restore,
  'PUT /partners/:id/changes': false,
  'POST /partners/:id/changes/publish': partners.update,
  'DELETE /partners/:id/changes': false,
  'POST /trash/partners/:id/restore': partners.restore,
  'DELETE /trash/partners/:id': partners.purge,
  'PUT /partners/order': { action: 'reorder', entity: 'partner', read: partnerOrder },
  'PUT /site-settings': { action: 'update', entity: 'site_settings', read: siteDocument('settings') },
  'PUT /about': { action: 'update', entity: 'about_page', read: siteDocument('about') },
  'PUT /home-page': { action: 'update', entity: 'home_page', read: siteDocument('home') },
  'PATCH /enquiries/:id': { action: 'status', entity: 'enquiry', id: 'id', read: enquiry },
  'DELETE /enquiries/:id': { action: 'delete', entity: 'enquiry', id: 'id', read: enquiry },
  'POST /enquiries/:id/resend': { action: 'resend', entity: 'enquiry', id: 'id', read: enquiry },
  'GET /enquiries/export': { action: 'export', entity: 'enquiry' },
  'GET /enquiries/:id/cv': { action: 'export', entity: 'enquiry', id: 'id', read: enquiry },
  'POST /users/invitations': { action: 'invite', entity: 'user', creates: true, read: staffUser },
  'PATCH /users/:id': { action: 'update', entity: 'user', id: 'id', read: staffUser },
  'POST /users/:id/invitation': { action: 'invite', entity: 'user', id: 'id', read: staffUser },
  'DELETE /users/:id/two-step': { action: 'two_step_reset', entity: 'user', id: 'id', read: staffUser },
  'PUT /users/two-step-policy': { action: 'update', entity: 'two_step_policy', read: (app) => twoStepPolicy(app) },
  // The own account: the profile's fields are recorded; of two-step sign-in and sessions, only that it happened.
  'PATCH /profile': { action: 'update', entity: 'user', id: 'self', read: ownAccount },
  // A secret being set up changes nothing until it is confirmed.
  'POST /profile/two-step/setup': false,
  'POST /profile/two-step/confirm': { action: 'two_step_enable', entity: 'user', id: 'self' },
  'POST /profile/two-step/disable': { action: 'two_step_disable', entity: 'user', id: 'self' },
  'POST /profile/two-step/recovery-codes': { action: 'recovery_codes', entity: 'user', id: 'self' },
  'DELETE /profile/sessions/:id': { action: 'sign_out', entity: 'user', id: 'self' },
  'POST /profile/sessions/sign-out-others': { action: 'sign_out', entity: 'user', id: 'self' },
  'POST /auth/sign-out': { action: 'sign_out', entity: 'user', id: 'self' },
  // Asking for a code changes nothing of the account; the change of password it leads to is recorded.
  'POST /auth/send-code': false,
  'POST /auth/change-password-with-code': { action: 'password_change', entity: 'user', id: 'self' },
  'POST /users/reset-password': { action: 'password_change', entity: 'user', id: 'self' },
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route records in the activity log (see RECORDED). */
    activity?: RecordedRoute;
  }
  interface FastifyRequest {
    /** The entity's state before the write, read before the handler ran. */
    activityBefore?: unknown;
    /**
     * For the deletion of an item the trash keeps: writes its record (its whole state) in the deletion's own
     * transaction, so that no item is deleted without it. The answer then records nothing more.
     */
    recordDeletion?: InTransaction;
    activityRecorded?: boolean;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Keeps the item's newest REVISIONS_KEPT revisions, and releases the pictures only the forgotten ones named. */
async function forgetOldRevisions(app: FastifyInstance, entity: ActivityEntity, id: number): Promise<void> {
  if (!REVISION_ENTITIES.includes(entity)) return;
  const forgotten = await app.repos.activity.pruneRevisions(entity, id, app.config.revisions.kept);
  const images = new Map(forgotten.flatMap(imagesNamedIn).map((image) => [image.key, image]));
  for (const image of images.values()) await releaseImage(app, image);
}

function idOf(request: FastifyRequest, route: RecordedRoute): number | undefined {
  if (route.id === 'self') return request.user?.id;
  if (!route.id) return undefined;
  return (request.params as Record<string, number | undefined>)[route.id];
}

/** The answer's `data`, when the answer is the JSON envelope of one entity or list. */
function answerData(payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined;
  try {
    return (JSON.parse(payload) as { data?: unknown }).data;
  } catch {
    return undefined;
  }
}

/** The record of a write: who, when, from where, the entity's name and changed fields, and its state after it. */
function recordOf(
  request: FastifyRequest,
  route: RecordedRoute,
  id: number | undefined,
  before: unknown,
  after: unknown,
): NewActivity {
  const exported = route.action === 'export';
  const ownAccount = route.id === 'self' && !route.read;
  const state = after ?? before;
  return {
    userId: request.user?.id ?? null,
    username: request.user?.username ?? null,
    address: request.ip,
    action: route.action,
    entity: route.entity,
    entityId: id,
    entityName: route.id === 'self' ? request.user?.username : nameOf(state),
    // An export records what it was asked for (its filters); a password change, nothing of the password.
    changes: exported ? changedFields(undefined, request.query) : ownAccount ? [] : changedFields(before, after),
    snapshot: exported || ownAccount ? undefined : state,
  };
}

/**
 * Records a change a request made besides the one its route records (a product's restore that brought its category
 * back too), as that change's own route would have, with the entity's `state` after it.
 */
export async function recordBesides(
  request: FastifyRequest,
  change: { action: ActivityAction; entity: ActivityEntity; id: number; state: unknown },
): Promise<void> {
  const route: RecordedRoute = { action: change.action, entity: change.entity, id: 'id' };
  await request.server.repos.activity.record(recordOf(request, route, change.id, undefined, change.state));
}

/**
 * Records every write of the `/admin` scope in the activity log, with who, when, from where, the entity's name, the
 * fields that changed (its state read before the handler and answered after it) and its whole state after the change
 * (before it, for a delete: what a restore would bring back). A request body is never recorded, so neither is a
 * password or a code. The record is written before the answer leaves.
 */
export function recordActivity(admin: FastifyInstance): void {
  admin.addHook('onRoute', (route) => {
    const path = route.url.slice(route.prefix.length);
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      const recorded = RECORDED[`${method} ${path}`];
      if (recorded === undefined && WRITES.has(method)) {
        throw new Error(
          `${method} ${route.url} is a write without an entry in RECORDED (routes/activity-recording.ts)`,
        );
      }
      if (recorded) route.config = { ...route.config, activity: recorded };
    }
  });

  admin.addHook('preHandler', async (request) => {
    const route = request.routeOptions.config.activity;
    if (!route || route.creates) return;
    const id = idOf(request, route);
    if (route.read) request.activityBefore = await route.read(admin, id);
    else if (id !== undefined) request.activityBefore = await admin.repos.activity.lastSnapshot(route.entity, id);
    const before = request.activityBefore;
    if (route.action === 'delete' && REVISION_ENTITIES.includes(route.entity) && before !== undefined) {
      request.recordDeletion = async (trx) => {
        await activityRepository(trx).record(recordOf(request, route, id, before, undefined));
        request.activityRecorded = true;
      };
    }
  });

  admin.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.config.activity;
    if (!route || reply.statusCode >= 400 || request.method === 'HEAD' || request.activityRecorded) return payload;
    const exported = route.action === 'export';
    // The own account's password, two-step sign-in or sessions: only that it happened (no state is read for them).
    const ownAccount = route.id === 'self' && !route.read;
    // The answer is read only where it says what was made (its id) or is the state itself: never a CSV or a PDF.
    const answered = !exported && (route.creates || !route.read) ? answerData(payload) : undefined;
    const id = idOf(request, route) ?? (route.creates ? (answered as { id?: number })?.id : undefined);
    try {
      const before = request.activityBefore;
      // Read again rather than taken from the answer, so that both states have the same shape.
      const changed = route.action !== 'delete' && !exported && !ownAccount;
      const after = changed ? (route.read ? await route.read(admin, id) : answered) : undefined;
      await admin.repos.activity.record(recordOf(request, route, id, before, after));
      if (id !== undefined && after !== undefined) await forgetOldRevisions(admin, route.entity, id);
    } catch (error) {
      // The write itself is done: its answer goes out, and the missing record is logged loudly.
      request.log.error({ err: error, route: request.routeOptions.url }, 'the activity record of a write failed');
    }
    return payload;
  });
}
