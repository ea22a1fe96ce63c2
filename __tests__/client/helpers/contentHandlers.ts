import { http, type HttpHandler } from 'msw';
import type { Article } from '@/common/api/articles';
import type { GalleryPhoto } from '@/common/api/gallery';
import type { Publication } from '@/common/api/publication';
import type { WhatsNewItem } from '@/common/api/whats-new';
import { ARTICLE_PAGE_SIZE, HOME_ARTICLE_COUNT } from '@/common/constants';
import { totalPages } from '@/common/paging';
import { imageSet } from '../../fixtures/client/catalogue';
import { PUBLISHED, withoutPublication } from '../../fixtures/client/publication';
import { answerAdminList } from './adminListAnswer';
import { apiUrl, fail, ok, okList, okMessage } from './envelope';
import { inStateAsked, resolvePublication, sentInForm } from './mockPublication';
import { formText, hasFile, signedIn, unauthorized } from './mockRequests';

/** An article as the mock keeps it; one seeded without a publication is published, as the articles there were. */
export type StoredArticle = Article & Partial<Publication>;
/** A photo as the mock keeps it; one seeded without a publication is published, as the photos there were. */
export type StoredPhoto = GalleryPhoto & Partial<Publication>;

let articles: StoredArticle[] = [];
let photos: StoredPhoto[] = [];
let whatsNew: WhatsNewItem[] = [];
let uploads = 0;
/** Every write the mock server received ('POST /admin/galleries'), so a test can tell that nothing was sent. */
const writes: string[] = [];
/** The text fields of each multipart write, in order, as the server received them. */
const sentForms: Record<string, string>[] = [];

const newestFirst = <Row extends { id: number }>(rows: Row[]) => [...rows].sort((a, b) => b.id - a.id);
const nextId = (rows: { id: number }[]) => Math.max(0, ...rows.map(({ id }) => id)) + 1;
const newImage = (prefix: string) => {
  uploads += 1;
  return imageSet(`${prefix}-upload-${uploads}`);
};

/** The mock server's articles, gallery and What's New, in the shapes of the API contract. */
export const contentDb = {
  reset(): void {
    articles = [];
    photos = [];
    whatsNew = [];
    uploads = 0;
    writes.length = 0;
    sentForms.length = 0;
  },
  seed(seed: { articles?: StoredArticle[]; photos?: StoredPhoto[]; whatsNew?: WhatsNewItem[] }): void {
    articles = (seed.articles ?? []).map((row) => ({ ...row }));
    photos = (seed.photos ?? []).map((row) => ({ ...row }));
    whatsNew = (seed.whatsNew ?? []).map((row) => ({ ...row }));
  },
  articles: (): StoredArticle[] => newestFirst(articles),
  photos: (): StoredPhoto[] => newestFirst(photos),
  writes: (): string[] => [...writes],
  sentForms: (): Record<string, string>[] => sentForms.map((form) => ({ ...form })),
};

/** A row as the back office reads it: a row seeded without translations has none, which the server answers as `{}`. */
const forAdmin = <Row extends object>(row: Row) => ({ translations: {}, ...row });

/** A row as the back office reads it, with its publication (published when it was seeded without one). */
const withPublication = <Row extends Partial<Publication>>(row: Row) => forAdmin({ ...PUBLISHED, ...row });
const adminArticle = (article: StoredArticle) => withPublication(article);
const isPublished = (row: Partial<Publication>) => (row.state ?? PUBLISHED.state) === 'published';
/** What visitors read: the published rows, their publication going without saying. */
const visible = <Row extends Partial<Publication>>(rows: Row[]) => rows.filter(isPublished).map(withoutPublication);
const visibleArticles = () => visible(contentDb.articles());

/** The publication a create (no `current`) or an edit of a multipart form asks for, as the server resolves it. */
const publicationOf = (form: FormData, current?: Publication) => resolvePublication(sentInForm(form), current);

/** Keeps the text fields of a multipart write for the test to read. */
function recordForm(form: FormData): void {
  const texts: Record<string, string> = {};
  form.forEach((value, name) => {
    if (typeof value === 'string') texts[name] = value;
  });
  sentForms.push(texts);
}

const articleNotFound = () => fail(404, 'Article not found', 'NOT_FOUND');
const photoNotFound = () => fail(404, 'Photo not found', 'NOT_FOUND');

const invalid = (fields: Record<string, string>) =>
  Object.keys(fields).length ? fail(400, 'Invalid input', 'VALIDATION', fields) : undefined;

function page<Row>(request: Request, rows: Row[], defaultLimit: number) {
  const query = new URL(request.url).searchParams;
  const number = Number(query.get('page') ?? 1);
  const limit = Number(query.get('limit') ?? defaultLimit);
  return okList(
    'Retrieved',
    rows.slice((number - 1) * limit, number * limit),
    rows.length,
    totalPages(rows.length, limit),
  );
}

/** Records the write and answers 401 when it carries no readable token. */
function admitWrite(request: Request): Response | undefined {
  const url = new URL(request.url);
  writes.push(`${request.method} ${url.pathname.replace(/^\/v1/, '')}`);
  return signedIn(request) ? undefined : unauthorized();
}

const publicHandlers = [
  http.get(apiUrl('/articles/home'), () => ok('Articles', visibleArticles().slice(0, HOME_ARTICLE_COUNT))),
  http.get(apiUrl('/articles'), ({ request }) => page(request, visibleArticles(), ARTICLE_PAGE_SIZE)),
  http.get(apiUrl('/articles/:id'), ({ params }) => {
    const article = visibleArticles().find(({ id }) => id === Number(params.id));
    return article ? ok('Article', article) : articleNotFound();
  }),
  http.get(apiUrl('/galleries'), () => ok('Gallery', { galleries: visible(contentDb.photos()) })),
  http.get(apiUrl('/whatsnew'), () => ok("What's new", whatsNew)),
];

const adminArticleHandlers = [
  http.get(apiUrl('/admin/articles'), ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const rows = inStateAsked(request, articles.map(adminArticle));
    if (rows instanceof Response) return rows;
    return answerAdminList(request, 'articles', rows, {
      texts: (article) => [article.title, article.content, article.author],
      sortValues: {
        created_at: (article) => article.created_at,
        title: (article) => article.title,
        author: (article) => article.author,
        updated_at: (article) => article.updated_at,
      },
    });
  }),
  http.get(apiUrl('/admin/articles/:id'), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const article = articles.find(({ id }) => id === Number(params.id));
    return article ? ok('Article', adminArticle(article)) : articleNotFound();
  }),
  http.post(apiUrl('/admin/articles'), async ({ request }) => {
    const refused = admitWrite(request);
    if (refused) return refused;
    const form = await request.formData();
    recordForm(form);
    const fields: Record<string, string> = {};
    if (!formText(form, 'title').trim()) fields.title = 'required';
    if (!formText(form, 'content').trim()) fields.content = 'required';
    if (!hasFile(form, 'article_image')) fields.article_image = 'required';
    const publication = publicationOf(form);
    const problem = invalid({ ...fields, ...publication.refused });
    if (problem) return problem;
    const now = new Date().toISOString();
    const article: StoredArticle = {
      id: nextId(articles),
      title: formText(form, 'title'),
      content: formText(form, 'content'),
      author: formText(form, 'author'),
      article_image: newImage('article'),
      created_at: now,
      updated_at: now,
      ...publication.value,
    };
    articles.push(article);
    return ok('Article created', adminArticle(article), { status: 201 });
  }),
  http.put(apiUrl('/admin/articles/:id'), async ({ request, params }) => {
    const refused = admitWrite(request);
    if (refused) return refused;
    const form = await request.formData();
    recordForm(form);
    const article = articles.find(({ id }) => id === Number(params.id));
    if (!article) return articleNotFound();
    const publication = publicationOf(form, { ...PUBLISHED, ...article });
    const problem = invalid({
      ...(formText(form, 'title').trim() ? {} : { title: 'required' }),
      ...(formText(form, 'content').trim() ? {} : { content: 'required' }),
      ...publication.refused,
    });
    if (problem) return problem;
    Object.assign(article, {
      title: formText(form, 'title'),
      content: formText(form, 'content'),
      updated_at: new Date().toISOString(),
      ...publication.value,
      ...(hasFile(form, 'article_image') ? { article_image: newImage('article') } : {}),
    });
    return ok('Article updated', adminArticle(article));
  }),
  http.delete(apiUrl('/admin/articles/:id'), ({ request, params }) => {
    const refused = admitWrite(request);
    if (refused) return refused;
    const before = articles.length;
    articles = articles.filter(({ id }) => id !== Number(params.id));
    return articles.length < before ? okMessage('Article deleted') : articleNotFound();
  }),
];

const adminPhoto = (photo: StoredPhoto) => withPublication(photo);

const adminGalleryHandlers = [
  http.get(apiUrl('/admin/galleries'), ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const rows = inStateAsked(request, photos.map(adminPhoto));
    if (rows instanceof Response) return rows;
    return answerAdminList(request, 'gallery', rows, {
      texts: (photo) => [photo.name],
      sortValues: { created_at: (photo) => photo.created_at, name: (photo) => photo.name },
    });
  }),
  http.post(apiUrl('/admin/galleries'), async ({ request }) => {
    const refused = admitWrite(request);
    if (refused) return refused;
    const form = await request.formData();
    recordForm(form);
    const publication = publicationOf(form);
    const problem = invalid({
      ...(formText(form, 'name').trim() ? {} : { name: 'required' }),
      ...(hasFile(form, 'gallery_image') ? {} : { gallery_image: 'required' }),
      ...publication.refused,
    });
    if (problem) return problem;
    const now = new Date().toISOString();
    const photo: StoredPhoto = {
      id: nextId(photos),
      name: formText(form, 'name'),
      gallery_image: newImage('photo'),
      created_at: now,
      updated_at: now,
      ...publication.value,
    };
    photos.push(photo);
    return ok('Photo created', adminPhoto(photo), { status: 201 });
  }),
  http.put(apiUrl('/admin/galleries/:id'), async ({ request, params }) => {
    const refused = admitWrite(request);
    if (refused) return refused;
    const form = await request.formData();
    recordForm(form);
    const photo = photos.find(({ id }) => id === Number(params.id));
    if (!photo) return photoNotFound();
    const publication = publicationOf(form, { ...PUBLISHED, ...photo });
    const problem = invalid({
      ...(formText(form, 'name').trim() ? {} : { name: 'required' }),
      ...publication.refused,
    });
    if (problem) return problem;
    Object.assign(photo, {
      name: formText(form, 'name'),
      updated_at: new Date().toISOString(),
      ...publication.value,
      ...(hasFile(form, 'gallery_image') ? { gallery_image: newImage('photo') } : {}),
    });
    return ok('Photo updated', adminPhoto(photo));
  }),
  http.delete(apiUrl('/admin/galleries/:id'), ({ request, params }) => {
    const refused = admitWrite(request);
    if (refused) return refused;
    const before = photos.length;
    photos = photos.filter(({ id }) => id !== Number(params.id));
    return photos.length < before ? okMessage('Photo deleted') : photoNotFound();
  }),
];

/**
 * The articles, gallery and What's New part of the mock API. Content tests add it with
 * `server.use(...contentHandlers)` and `contentDb.reset()` before each test.
 */
export const contentHandlers: HttpHandler[] = [...publicHandlers, ...adminArticleHandlers, ...adminGalleryHandlers];
