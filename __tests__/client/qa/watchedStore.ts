import type * as StoreModule from '@/client/app/store';

/**
 * The store module with a `makeStore` that records every store it makes (a replay swaps the store: AppRoot), for
 * the QA tests' `queriesSettled`. A test file using the QA harness mocks the module with it, before any import:
 *
 *   jest.mock('@/client/app/store', () => jest.requireActual<WatchedStore>('./watchedStore').watchedStoreModule());
 */
export function watchedStoreModule(): typeof StoreModule {
  const actual = jest.requireActual<typeof StoreModule>('@/client/app/store');
  return { ...actual, makeStore: jest.fn(actual.makeStore) };
}

export type WatchedStore = { watchedStoreModule: typeof watchedStoreModule };
