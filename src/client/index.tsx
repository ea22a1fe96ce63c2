/**
 * The browser's entry. The app is in this bundle (webpackMode "eager": no chunk of its own, no request of its own),
 * but its modules are evaluated a part at a time, the browser getting its turn between two parts: evaluated in one
 * go they would hold a phone's main thread for half a second, and a tap with it.
 */
const PARTS = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ './app/store'),
  () => import(/* webpackMode: "eager" */ './i18n/i18n'),
  () => import(/* webpackMode: "eager" */ './theme/theme'),
  () => import(/* webpackMode: "eager" */ './app/router'),
  () => import(/* webpackMode: "eager" */ './app/AppRoot'),
];

type WithScheduler = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

/** Settles in a task after the browser's pending ones (input, paint): the Scheduling API's yield where there is one. */
function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as WithScheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

async function boot() {
  for (const part of PARTS) {
    await part();
    await yieldToBrowser();
  }
  const { start } = await import(/* webpackMode: "eager" */ './app/start');
  await start();
}

void boot();
