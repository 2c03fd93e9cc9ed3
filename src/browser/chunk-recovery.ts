import { EARLY_ERRORS_GLOBAL, failureFromElement, failureMessage, nextStep, parseChunkError, type ChunkFailure } from '../lib/chunk-errors';

const RELOADED_KEY = 'chunk-reloaded:';
const BANNER_ID = 'chunk-error';

function reloadedBefore(path: string): boolean {
  try {
    return sessionStorage.getItem(RELOADED_KEY + path) === '1';
  } catch {
    return true; // Without storage a reload could loop: show the message instead.
  }
}

function markReloaded(path: string, value: boolean): void {
  try {
    if (value) sessionStorage.setItem(RELOADED_KEY + path, '1');
    else sessionStorage.removeItem(RELOADED_KEY + path);
  } catch {
    // Nothing to remember with.
  }
}

/** Plain DOM on purpose: when a chunk is missing, React may be the thing that failed to load. */
function showBanner(failure: ChunkFailure): void {
  if (document.getElementById(BANNER_ID)) return;
  const banner = document.createElement('div');
  banner.id = BANNER_ID;
  banner.className = 'chunk-error';
  banner.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = `${failureMessage(failure)} Part of this page could not be loaded; the text may still be readable.`;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => {
    markReloaded(location.pathname, false);
    location.reload();
  });
  banner.append(text, retry);
  document.body.append(banner);
}

// After the first render, a chunk that fails during client navigation makes Gatsby load the target page
// in full, which is the "reload once"; this code then only watches that fresh load.
let rendered = false;

/** The page rendered: its one allowed reload is spent no longer. */
export function markRendered(): void {
  rendered = true;
  // The page is interactive from here on (its scripts load after the page itself); end-to-end tests wait for this.
  document.documentElement.setAttribute('data-hydrated', '');
  markReloaded(location.pathname, false);
}

/** Whether the first page has rendered (markRendered): until then React is hydrating what the server sent. */
export const pageRendered = (): boolean => document.documentElement.hasAttribute('data-hydrated');

function handle(failure: ChunkFailure | null): void {
  if (!failure || rendered) return;
  if (nextStep(reloadedBefore(location.pathname)) === 'reload') {
    markReloaded(location.pathname, true);
    location.reload();
  } else showBanner(failure);
}

/** Listens for lazy chunks and stylesheets that fail to load; reloads once, then explains with a retry. */
export function installChunkRecovery(): void {
  const early = (window as unknown as Record<string, HTMLElement[] | undefined>)[EARLY_ERRORS_GLOBAL] ?? [];
  for (const element of early) handle(failureFromElement(element, location.origin));
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as HTMLElement | null;
      if (target && target !== (window as unknown as HTMLElement) && 'tagName' in target) {
        handle(failureFromElement(target, location.origin));
      } else handle(parseChunkError(event.error ?? event.message));
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => handle(parseChunkError(event.reason)));
}
