/** The message the service worker answers by saving the whole site (src/service-worker/offline-reading.js). */
export const SAVE_SITE_MESSAGE = 'webpack-docs:save-offline';

/** Calls `run` once the page has loaded and the browser is idle, so saving never competes with the page's own loading. */
export function whenLoadedAndIdle(run: () => void, win: Window = window): void {
  const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(run, { timeout: 10_000 }) : win.setTimeout(run, 2_000));
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/**
 * Asks the active service worker to save every page for offline reading, and asks again when a new deploy's
 * worker takes over this tab: each worker saves its own build only. A worker that has saved its build answers
 * without a request.
 */
export function saveSiteOffline(win: Window = window): void {
  const { serviceWorker } = win.navigator;
  if (!serviceWorker) return;
  const ask = () => {
    serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: SAVE_SITE_MESSAGE })).catch(() => undefined);
  };
  whenLoadedAndIdle(ask, win);
  serviceWorker.addEventListener('controllerchange', () => whenLoadedAndIdle(ask, win));
}
