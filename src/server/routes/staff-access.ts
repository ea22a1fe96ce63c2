import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@/common/api/error-codes';
import type { EnquiryType } from '@/common/api/enquiries';
import { adminApiRule, ENQUIRY_TYPE_PERMISSION, may, type AccessRule } from '@/common/staff-access';
import { HttpError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the signed-in user's role must allow (src/common/staff-access.ts), set for every route under /admin. */
    access?: AccessRule;
  }
}

export const forbidden = () => new HttpError(403, ERROR_CODES.forbidden, 'You are not allowed to do this');
const twoStepSetupRequired = () =>
  new HttpError(403, ERROR_CODES.twoStepSetupRequired, 'Set up two-step sign-in on your profile first');

/**
 * Gives every route of the `/admin` scope its rule from ADMIN_API_RULES (a route without one stops the server from
 * starting) and refuses, after the token is checked, a request whose user's role lacks it, or (403
 * TWO_STEP_SETUP_REQUIRED) any but their own account's of a user who must set up two-step sign-in first.
 */
export function enforceStaffAccess(admin: FastifyInstance): void {
  admin.addHook('onRoute', (route) => {
    // The path below the scope's prefix (`/v1/admin`), as the rules name it.
    const path = route.url.slice(route.prefix.length);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const rules = methods.map((method) => adminApiRule(method, path));
    const rule = rules[0];
    if (rule === undefined || rules.some((other) => other !== rule)) {
      throw new Error(`${methods.join(',')} ${route.url} has no rule in ADMIN_API_RULES (src/common/staff-access.ts)`);
    }
    route.config = { ...route.config, access: rule };
  });
  admin.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.access;
    if (rule === undefined || !may(request.user?.role, rule)) throw forbidden();
    // Until a user the site requires it of sets up two-step sign-in, only their own account ('account') is open.
    if (request.user?.twoStepSetupRequired && rule !== 'account') throw twoStepSetupRequired();
  });
}

/** Refuses an enquiry of a kind the signed-in user's role may not open (a job application, for sales). */
export function requireEnquiryType(request: FastifyRequest, type: EnquiryType): void {
  if (!may(request.user?.role, ENQUIRY_TYPE_PERMISSION[type])) throw forbidden();
}
