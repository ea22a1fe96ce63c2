import { ErrorEnvelope } from '@/common/api/envelope';

/** What a route that takes an image form adds to its schema: the content type and the upload failures. */
export const imageFormRoute = { consumes: ['multipart/form-data'] };
export const uploadErrors = { 413: ErrorEnvelope, 415: ErrorEnvelope, 422: ErrorEnvelope };
