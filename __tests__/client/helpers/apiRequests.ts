import { apiUrl } from './envelope';
import { server } from './server';

type Listener = (event: { request: Request }) => void;
const listening: Listener[] = [];

/** The API paths (with their query) the app asks the mock API for from now on, in order. */
export function recordApiRequests(): string[] {
  const requests: string[] = [];
  const listener: Listener = ({ request }) => {
    const url = new URL(request.url);
    requests.push(url.pathname.replace(new URL(apiUrl('')).pathname, '') + url.search);
  };
  server.events.on('request:start', listener);
  listening.push(listener);
  return requests;
}

/** The paths alone of `requests`. */
export const pathsOf = (requests: string[]) => requests.map((request) => request.split('?')[0]);

afterEach(() => listening.splice(0).forEach((listener) => server.events.removeListener('request:start', listener)));
