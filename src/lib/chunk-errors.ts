/** Recognising a failed lazy chunk (script or stylesheet) and deciding what to do about it. */
export interface ChunkFailure {
  readonly kind: 'script' | 'stylesheet';
  /** The chunk's id or file name, as the spec's message shows it. */
  readonly chunk: string;
  /** timeout, missing, or the failing event's type. */
  readonly reason: string;
}

/** webpack's ChunkLoadError ("Loading chunk 7 failed.\n(missing: …)") or mini-css-extract's "Loading CSS chunk 7 failed". */
export function parseChunkError(error: unknown): ChunkFailure | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = /Loading (CSS )?chunk (\S+) failed\.?(?:\s*\((\w+)[:)])?/.exec(message);
  if (!match) return null;
  return { kind: match[1] ? 'stylesheet' : 'script', chunk: match[2], reason: match[3] ?? 'error' };
}

/** A <script> or stylesheet <link> of our own that failed to load (initial page load, before webpack's runtime). */
export function failureFromElement(element: { tagName: string; src?: string; href?: string; rel?: string }, origin: string): ChunkFailure | null {
  const url = element.tagName === 'SCRIPT' ? element.src : element.tagName === 'LINK' && element.rel === 'stylesheet' ? element.href : undefined;
  if (!url || !url.startsWith(origin)) return null;
  const file = url.split('/').pop() ?? url;
  return { kind: element.tagName === 'SCRIPT' ? 'script' : 'stylesheet', chunk: file, reason: 'missing' };
}

export function failureMessage({ kind, chunk, reason }: ChunkFailure): string {
  return `Loading ${kind === 'stylesheet' ? 'CSS chunk' : 'chunk'} ${chunk} failed (${reason}).`;
}

/** The first failure on a page reloads it (a redeploy may have replaced the file); a second one is shown. */
export function nextStep(alreadyReloaded: boolean): 'reload' | 'show' {
  return alreadyReloaded ? 'show' : 'reload';
}

/**
 * Runs in <head>, before any script: remembers scripts and stylesheets that fail while the page loads,
 * since the recovery code itself only starts once the app bundle has run.
 */
export const EARLY_ERRORS_GLOBAL = '__resourceErrors';
export const earlyErrorsHeadScript = `window.${EARLY_ERRORS_GLOBAL}=[];addEventListener('error',function(e){var t=e.target;if(t&&(t.tagName==='SCRIPT'||t.tagName==='LINK'))window.${EARLY_ERRORS_GLOBAL}.push(t)},true);`;
