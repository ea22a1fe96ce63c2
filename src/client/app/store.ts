import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api, type StoreExtra } from '../api/api';
import { authReducer } from './authSlice';
import { authStorageMiddleware } from './authStorage';
import { enquiryBasketReducer } from './enquiryBasket';
import { basketStorageMiddleware, loadStoredBasket } from './enquiryBasketStorage';
import { postedFormReducer } from './postedForm';
import { uiReducer } from './ui/uiSlice';

export const rootReducer = combineReducers({
  auth: authReducer,
  ui: uiReducer,
  enquiry: enquiryBasketReducer,
  postedForm: postedFormReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /**
   * Where the session and the enquiry basket are kept; the browser passes localStorage, tests a fresh one. The
   * basket found there starts the store unless `preloadedState` brings one.
   */
  storage?: Storage;
  /** How queries read the API when not over the network: the server's renderer passes its in-process reader. */
  extra?: StoreExtra;
}

/** Builds a store; `preloadedState` lets the server's inlined data, tests and QA snapshots start it. */
export function makeStore(preloadedState?: Partial<RootState>, { storage, extra = {} }: StoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: storage ? { enquiry: loadStoredBasket(storage), ...preloadedState } : preloadedState,
    middleware: (getDefault) => {
      const middleware = getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware);
      return storage
        ? middleware.prepend(authStorageMiddleware(storage), basketStorageMiddleware(storage))
        : middleware;
    },
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
