import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { LANGUAGES, loadTexts } from '@/client/i18n/i18n';
import { theme } from '@/client/theme/theme';
import { careersDb } from '../client/helpers/careersDb';
import { checkMockAnswers, takeContractViolations } from '../client/helpers/mockAnswerCheck';
import { pendingChangesDb } from '../client/helpers/pendingChangesHandlers';
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
// And ResizeObserver, with which the product image's zoom watches the image's size; here it never reports.
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The pages' texts are chunks loaded before the first render; every test may render in either language.
beforeAll(() => Promise.all(LANGUAGES.map(loadTexts)));

// A ripple finishes on a timer after the click, outside act(); tests have no use for it.
theme.components = { ...theme.components, MuiButtonBase: { defaultProps: { disableRipple: true } } };

// MUI renders slowly in jsdom, and a file's first render (its styles computed cold) can take over five seconds on
// busy shared cores (three times the quiet figure); a wait that succeeds ends as soon as it does.
configure({ asyncUtilTimeout: 20_000 });

// React reports state updates outside act() as console errors; here they fail the test instead.
const actWarnings: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (text.includes('not wrapped in act')) actWarnings.push(text);
  consoleError(...args);
};

// msw prints unhandled requests; collecting them as well makes the test that sent one fail.
const unhandledRequests: string[] = [];

beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unhandledRequests.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);

// Every JSON answer a mock gives must be one the server could send (apiContract.ts): a mock that drifts from the
// server's schemas fails the test that used it. Registered per test, as the listeners are removed after each.
beforeEach(() => checkMockAnswers(server));

afterEach(async () => {
  cleanup();
  const violations = await takeContractViolations();
  server.resetHandlers();
  // Tests count requests with listeners of their own; the next test starts without them.
  server.events.removeAllListeners();
  careersDb.reset();
  pendingChangesDb.reset();
  window.localStorage.clear();
  const warnings = actWarnings.splice(0);
  if (warnings.length) throw new Error(`State updated outside act():\n${warnings.join('\n')}`);
  const unhandled = unhandledRequests.splice(0);
  if (unhandled.length) throw new Error(`Requests without a mock handler:\n${unhandled.join('\n')}`);
  if (violations.length) throw new Error(`Mock answers the server could never send:\n${violations.join('\n')}`);
});

afterAll(() => server.close());
