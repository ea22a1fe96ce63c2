import { http, type HttpHandler } from 'msw';
import type { Article } from '@/common/api/articles';
import type { GalleryPhoto } from '@/common/api/gallery';
import type { WhatsNewItem } from '@/common/api/whats-new';
import { ARTICLE_PAGE_SIZE, HOME_ARTICLE_COUNT } from '@/common/constants';
import { totalPages } from '@/common/paging';
import { imageSet } from '../../fixtures/client/catalogue';
import { answerAdminList } from './adminListAnswer';
import { apiUrl, fail, ok, okList, okMessage } from './envelope';
import { formText, hasFile, signedIn, unauthorized } from './mockRequests';

let articles: Article[] = [];
let photos: GalleryPhoto[] = [];
let whatsNew: WhatsNewItem[] = [];
let uploads = 0;
/** Every write the mock server received ('POST /admin/galleries'), so a test can tell that nothing was sent. */
const writes: string[] = [];

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
  },
  seed(seed: { articles?: Article[]; photos?: GalleryPhoto[]; whatsNew?: WhatsNewItem[] }): void {
    articles = (seed.articles ?? []).map((row) => ({ ...row }));
    photos = (seed.photos ?? []).map((row) => ({ ...row }));
    whatsNew = (seed.whatsNew ?? []).map((row) => ({ ...row }));
  },
  articles: (): Article[] => newestFirst(articles),
  photos: (): GalleryPhoto[] => newestFirst(photos),
  writes: (): string[] => [...writes],
};

/** A row as the back office reads it: a row seeded without translations has none, which the server answers as `{}`. */
const forAdmin = <Row extends object>(row: Row) => ({ translations: {}, ...row });

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
  http.get(apiUrl('/articles/home'), () => ok('Articles', contentDb.articles().slice(0, HOME_ARTICLE_COUNT))),
  http.get(apiUrl('/articles'), ({ request }) => page(request, contentDb.articles(), ARTICLE_PAGE_SIZE)),
  http.get(apiUrl('/articles/:id'), ({ params }) => {
    const article = articles.find(({ id }) => id === Number(params.id));
    return article ? ok('Article', article) : articleNotFound();
  }),
  http.get(apiUrl('/galleries'), () => ok('Gallery', { galleries: contentDb.photos() })),
  http.get(apiUrl('/whatsnew'), () => ok("What's new", whatsNew)),
];

const adminArticleHandlers = [
  http.get(apiUrl('/admin/articles'), ({ request }) =>
    signedIn(request)
      ? answerAdminList(request, 'articles', articles.map(forAdmin), {
          texts: (article) => [article.title, article.content, article.author],
          sortValues: {
            created_at: (article) => article.created_at,
            title: (article) => article.title,
            author: (article) => article.author,
            updated_at: (article) => article.updated_at,
          },
        })
      : unauthorized(),
  ),
  http.get(apiUrl('/admin/articles/:id'), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const article = articles.find(({ id }) => id === Number(params.id));
    return article ? ok('Article', forAdmin(article)) : articleNotFound();
  }),
  http.post(apiUrl('/admin/articles'), async ({ request }) => {
    const refused = admitWrite(request);
    if (refused) return refused;
    const form = await request.formData();
    const fields: Record<string, string> = {};
    if (!formText(form, 'title').trim()) fields.title = 'required';
    if (!formText(form, 'content').trim()) fields.content = 'required';
    if (!hasFile(form, 'article_image')) fields.article_image = 'required';
    const problem = invalid(fields);
    if (problem) return problem;
    const now = new Date().toISOString();
    const article: Article = {
      id: nextId(articles),
      title: formText(form, 'title'),
      content: formText(form, 'content'),
      author: formText(form, 'author'),
      article_image: newImage('article'),
      created_at: now,
      updated_at: now,
    };
    articles.push(article);
    return ok('Article created', forAdmin(article), { status: 201 });
  }),
  http.put(apiUrl('/admin/articles/:id'), async ({ request, params }) => {
    const refused = admitWrite(request);
    if (refused) return refused;
    const form = await request.formData();
    const article = articles.find(({ id }) => id === Number(params.id));
    if (!article) return articleNotFound();
    const problem = invalid({
      ...(formText(form, 'title').trim() ? {} : { title: 'required' }),
      ...(formText(form, 'content').trim() ? {} : { content: 'required' }),
    });
    if (problem) return problem;
    Object.assign(article, {
      title: formText(form, 'title'),
      content: formText(form, 'content'),
      updated_at: new Date().toISOString(),
      ...(hasFile(form, 'article_image') ? { article_image: newImage('article') } : {}),
    });
    return ok('Article updated', forAdmin(article));
  }),
  http.delete(apiUrl('/admin/articles/:id'), ({ request, params }) => {
    const refused = admitWrite(request);
    if (refused) return refused;
    const before = articles.length;
    articles = articles.filter(({ id }) => id !== Number(params.id));
    return articles.length < before ? okMessage('Article deleted') : articleNotFound();
  }),
];

const adminGalleryHandlers = [
  http.get(apiUrl('/admin/galleries'), ({ request }) =>
    signedIn(request)
      ? answerAdminList(request, 'gallery', photos.map(forAdmin), {
          texts: (photo) => [photo.name],
          sortValues: { created_at: (photo) => photo.created_at, name: (photo) => photo.name },
        })
      : unauthorized(),
  ),
  http.post(apiUrl('/admin/galleries'), async ({ request }) => {
    const refused = admitWrite(request);
    if (refused) return refused;
    const form = await request.formData();
    const problem = invalid({
      ...(formText(form, 'name').trim() ? {} : { name: 'required' }),
      ...(hasFile(form, 'gallery_image') ? {} : { gallery_image: 'required' }),
    });
    if (problem) return problem;
    const now = new Date().toISOString();
    const photo: GalleryPhoto = {
      id: nextId(photos),
      name: formText(form, 'name'),
      gallery_image: newImage('photo'),
      created_at: now,
      updated_at: now,
    };
    photos.push(photo);
    return ok('Photo created', forAdmin(photo), { status: 201 });
  }),
  http.put(apiUrl('/admin/galleries/:id'), async ({ request, params }) => {
    const refused = admitWrite(request);
    if (refused) return refused;
    const form = await request.formData();
    const photo = photos.find(({ id }) => id === Number(params.id));
    if (!photo) return photoNotFound();
    const problem = invalid(formText(form, 'name').trim() ? {} : { name: 'required' });
    if (problem) return problem;
    Object.assign(photo, {
      name: formText(form, 'name'),
      updated_at: new Date().toISOString(),
      ...(hasFile(form, 'gallery_image') ? { gallery_image: newImage('photo') } : {}),
    });
    return ok('Photo updated', forAdmin(photo));
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
