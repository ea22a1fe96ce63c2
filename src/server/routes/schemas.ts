import { ErrorEnvelope } from '@/common/api/envelope';

/** Error answers each kind of route documents in OpenAPI. */
export const publicErrors = { 400: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope, 500: ErrorEnvelope };
export const adminErrors = { ...publicErrors, 401: ErrorEnvelope, 403: ErrorEnvelope };
export const adminRoute = { tags: ['admin'], security: [{ bearer: [] }] };
