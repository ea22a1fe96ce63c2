import { ADMIN_API_RULES, adminApiRule, may, type StaffRole } from '@/common/staff-access';
import { apiUrl } from './envelope';
import { server } from './server';

const ADMIN_API = new URL(apiUrl('/admin')).pathname;

/** Each rule's path below /v1/admin as an expression; the one with the fewest parameters wins, as in Fastify. */
const RULE_PATHS = Object.keys(ADMIN_API_RULES)
  .map((path) => ({
    path,
    parameters: path.split('/').filter((part) => part.startsWith(':')).length,
    pattern: new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`),
  }))
  .sort((a, b) => a.parameters - b.parameters);

/** Whether `role` may send `method` to `pathname` (an admin API path without its query) as the server judges it. */
function allowed(role: StaffRole, method: string, pathname: string): boolean {
  const below = pathname.slice(ADMIN_API.length);
  const path = RULE_PATHS.find((rule) => rule.pattern.test(below))?.path;
  const rule = path === undefined ? undefined : adminApiRule(method, path);
  return rule !== undefined && may(role, rule);
}

/**
 * The admin API requests (`METHOD /path`) the app sends from now on that `role` may not make: the server would
 * answer each with 403. A screen that respects the role leaves it empty.
 */
export function recordRefusedRequests(role: StaffRole): string[] {
  const refused: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(`${ADMIN_API}/`)) return;
    if (!allowed(role, request.method, pathname)) refused.push(`${request.method} ${pathname.slice(ADMIN_API.length)}`);
  });
  return refused;
}
