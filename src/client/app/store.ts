import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { authReducer } from './authSlice';
import { authStorageMiddleware } from './authStorage';
import { uiReducer } from './ui/uiSlice';

export const rootReducer = combineReducers({
  auth: authReducer,
  ui: uiReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** Where the session is kept; the browser passes localStorage, tests a fresh one. */
  storage?: Storage;
}

/** Builds a store; `preloadedState` lets the server's inlined data, tests and QA snapshots start it. */
export function makeStore(preloadedState?: Partial<RootState>, { storage }: StoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => {
      const middleware = getDefault().concat(api.middleware);
      return storage ? middleware.prepend(authStorageMiddleware(storage)) : middleware;
    },
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
