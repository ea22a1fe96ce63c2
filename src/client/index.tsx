import { SERVER_STATE_ID } from '@/common/page-render';
import { firstScreenShown } from './app/firstScreenShown';
import { nextTask } from './app/nextTask';
import { rememberTapsBeforeStart } from './app/tapsBeforeStart';

/**
 * The app's code in the order it is evaluated, a task each, so that no single task holds the main thread for long:
 * the libraries that weigh most first, then the app's store, texts, theme, routes and root, each finding what it
 * shares with those before it evaluated already.
 * All of them are one chunk group, `app`, that every page preloads (see the server's preload tags).
 */
const EVALUATION_STEPS = [
  // webpackExports: a whole library's namespace would keep every export of it in the bundle.
  () => import(/* webpackChunkName: "app", webpackExports: ["createRoot", "hydrateRoot"] */ 'react-dom/client'),
  () => import(/* webpackChunkName: "app", webpackExports: ["createBrowserRouter"] */ 'react-router'),
  () => import(/* webpackChunkName: "app" */ './app/store'),
  () => import(/* webpackChunkName: "app" */ './i18n/i18n'),
  () => import(/* webpackChunkName: "app" */ './theme/theme'),
  () => import(/* webpackChunkName: "app" */ './app/router'),
  () => import(/* webpackChunkName: "app" */ './app/AppRoot'),
];

/**
 * The entry, kept small: a page the server rendered is readable as it arrives, so its code waits until the first
 * screen is painted with its largest picture, then is evaluated a step at a time, and hydrates. A page the browser
 * draws itself (the back office, sign-in) has nothing to show before its code and starts at once. A button tapped
 * on a rendered page before then is tapped again once hydration has started.
 */
async function boot() {
  const rendered = document.getElementById(SERVER_STATE_ID) !== null;
  const tapAgain = rendered ? rememberTapsBeforeStart(document) : () => undefined;
  if (rendered) await firstScreenShown(document);
  for (const step of EVALUATION_STEPS) {
    await step();
    await nextTask();
  }
  const { start } = await import(/* webpackChunkName: "app" */ './app/start');
  await start();
  tapAgain();
}

void boot();
