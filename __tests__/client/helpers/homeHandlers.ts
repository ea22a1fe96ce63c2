import { http, type HttpHandler } from 'msw';
import type { HomeContent } from '@/common/api/home';
import { homeContent } from '../../fixtures/client/home';
import { contentDb, contentHandlers } from './contentHandlers';
import { apiUrl, ok } from './envelope';

/** GET /home answering `content`. */
export const homeContentHandler = (content: HomeContent = homeContent): HttpHandler =>
  http.get(apiUrl('/home'), () => ok('Home page content', content));

/** Everything the home page asks for: GET /home, plus the articles (none unless a test seeds contentDb). */
export function serveHomePage(server: { use: (...handlers: HttpHandler[]) => void }, content?: HomeContent): void {
  contentDb.reset();
  server.use(homeContentHandler(content), ...contentHandlers);
}
