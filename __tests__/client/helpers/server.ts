import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The one mock API of the client tests; tests add per-case answers with `server.use(...)`. */
export const server = setupServer(...handlers);
