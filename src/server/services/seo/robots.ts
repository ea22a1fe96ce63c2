import { BACK_OFFICE_PATHS } from './back-office';

export const SITEMAP_PATH = '/sitemap.xml';

/** robots.txt: everything public may be crawled, the back office not; names the sitemap. */
export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    ...BACK_OFFICE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}
