import fs from 'node:fs';
import path from 'node:path';
import { PAGE_ROUTES, ROUTE_KEYS } from '@/common/routes';

/**
 * The chunk a page's component is built into is named twice: by `webpackChunkName` where the router imports it,
 * and by `chunk` in its record, which the server preloads with the page. Both must agree.
 */
const ROUTER = fs.readFileSync(path.join(__dirname, '../../../src/client/app/router.tsx'), 'utf8');
const PAGE_ENTRY = /^ {2}'?([\w.]+)'?: (?:\w+\(\s*)+\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\//gm;

const chunksInRouter = new Map([...ROUTER.matchAll(PAGE_ENTRY)].map(([, key, chunk]) => [key!, chunk!]));

describe('the chunk of each page', () => {
  it.each(ROUTE_KEYS)('%s: the router imports it into the chunk its record names', (key) => {
    expect(chunksInRouter.get(key)).toBe(PAGE_ROUTES[key].chunk);
  });

  it('names no page the records do not have', () => {
    expect(ROUTE_KEYS).toEqual(expect.arrayContaining([...chunksInRouter.keys()]));
    expect(chunksInRouter.size).toBeGreaterThan(0);
  });
});
