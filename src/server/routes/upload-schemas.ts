import { ErrorEnvelope } from '@/common/api/envelope';

/** What a route that takes a form with a file adds to its schema: the content type and the upload failures. */
export const fileFormRoute = { consumes: ['multipart/form-data'] };
export const imageFormRoute = fileFormRoute;
export const uploadErrors = { 413: ErrorEnvelope, 415: ErrorEnvelope, 422: ErrorEnvelope };
