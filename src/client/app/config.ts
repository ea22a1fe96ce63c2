/** Where the API lives: `/v1` in the browser (set by webpack), an absolute URL under Node (tests). */
export const API_BASE_URL = process.env.API_BASE_URL ?? 'http://localhost/v1';
