import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File } from 'node:buffer';
import { useStore } from 'react-redux';
import { createMemoryRouter, Outlet } from 'react-router';
import { AppRoot, type AppRouter } from '@/client/app/AppRoot';
import { createRoutes } from '@/client/app/router';
import { makeStore, type AppStore, type RootState } from '@/client/app/store';
import { loadStoredAuth } from '@/client/app/authStorage';
import type { QaSnapshot } from '@/client/features/qa/snapshotFormat';
import { createI18n, type Language } from '@/client/i18n/i18n';
import { server } from '../helpers/server';

const stores: AppStore[] = [];
afterEach(() => jest.restoreAllMocks());

const useAppStore = useStore.withTypes<AppStore>();

/** Wraps every screen and notes the store it is drawn from: the first one, and the one each replay makes. */
function StoreWitness() {
  const store = useAppStore();
  if (!stores.includes(store)) stores.push(store);
  return <Outlet />;
}

/**
 * The app as the entry point builds it, QA panel on, with memory routers. `routers` lists every router the
 * app was given, so the last one tells where a replay went.
 */
export function renderApp(
  path: string,
  { preloadedState, language = 'en' }: { preloadedState?: Partial<RootState>; language?: Language } = {},
) {
  const storage = window.localStorage;
  const routers: AppRouter[] = [];
  const routerAt = (at: string) => {
    const router = createMemoryRouter([{ element: <StoreWitness />, children: createRoutes() }], {
      initialEntries: [at],
    });
    routers.push(router);
    return router;
  };
  // A replay swaps the store (AppRoot): queriesSettled watches every store the screens are drawn from.
  const store = makeStore(preloadedState ?? { auth: loadStoredAuth(storage) }, { storage });
  stores.splice(0, stores.length, store);
  const initial = { store, i18n: createI18n(language), router: routerAt(path) };
  const user = userEvent.setup({ delay: null });
  render(<AppRoot initial={initial} routerAt={routerAt} qaPanel />);
  const shownPath = () => {
    const { pathname, search } = routers[routers.length - 1]!.state.location;
    return pathname + search;
  };
  return { store, user, routers, shownPath };
}

type User = ReturnType<typeof renderApp>['user'];

/** From now on every request fails as a refused connection; the answer lists what was asked. */
export function refuseNetwork(): string[] {
  const requests: string[] = [];
  server.use(
    http.all('*', ({ request }) => {
      requests.push(`${request.method} ${request.url}`);
      return HttpResponse.error();
    }),
  );
  return requests;
}

/** A file as the browser's file picker gives it (jsdom's own File cannot be read with `text()`). */
export const snapshotFile = (text: string, name = 'snapshot.json') =>
  new File([text], name, { type: 'application/json' }) as unknown as globalThis.File;

export async function replayFile(user: User, file: globalThis.File): Promise<void> {
  await user.upload(await screen.findByLabelText('Snapshot file'), file);
}

/** Collects what the panel's 'Export state' downloads, instead of letting jsdom try to navigate. */
export function captureDownloads(): { name: string; read: () => Promise<QaSnapshot> }[] {
  const downloads: { name: string; read: () => Promise<QaSnapshot> }[] = [];
  const blobs = new Map<string, Blob>();
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:qa-test/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ name: this.download, read: async () => JSON.parse(await blob.text()) as QaSnapshot });
  });
  return downloads;
}

export async function exportState(user: User, downloads: ReturnType<typeof captureDownloads>): Promise<QaSnapshot> {
  const before = downloads.length;
  await user.click(await screen.findByRole('button', { name: 'Export state', hidden: true }));
  const download = downloads[before];
  if (!download) throw new Error('Export state downloaded nothing');
  return download.read();
}

/** The queries of `store` still waiting for their answer. */
const pendingQueries = (store: AppStore): string[] =>
  Object.entries(store.getState().api.queries)
    .filter(([, query]) => query?.status === 'pending')
    .map(([cacheKey]) => cacheKey);

/**
 * Waits until no query of the app's stores (the first and any a replay made) waits for its answer. The screen's
 * effects ran when it was drawn, so every request it makes has been made by then, and answered or refused: "nothing
 * was asked" means something.
 */
export const queriesSettled = () => waitFor(() => expect(stores.flatMap(pendingQueries)).toEqual([]));

/**
 * Waits for the sign-in screen and the panel to be drawn and for what they asked to be answered: the network can
 * be cut after this without failing a request the screen made itself.
 */
export async function signInScreenAtRest(): Promise<void> {
  await screen.findByRole('button', { name: 'Export state' });
  await screen.findByRole('button', { name: 'Login' });
  await queriesSettled();
}
