import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { careersDb } from '../client/helpers/careersDb';
import { server } from '../client/helpers/server';

// jsdom leaves these out; MUI and the router call them.
window.scrollTo = () => undefined;
window.matchMedia = (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});

// React reports state updates outside act() as console errors; here they fail the test instead.
const actWarnings: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (text.includes('not wrapped in act')) actWarnings.push(text);
  consoleError(...args);
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  careersDb.reset();
  window.localStorage.clear();
  const warnings = actWarnings.splice(0);
  if (warnings.length) throw new Error(`State updated outside act():\n${warnings.join('\n')}`);
});

afterAll(() => server.close());
