import { DARK_QUERY, THEME_ATTRIBUTE, THEME_KEY } from './theme';

/**
 * The top bar hydrates after the page has loaded (its scripts are deferred, then hydrated in slices): a tap on
 * a control before then found no handler and was lost. Controls marked with this attribute work from the
 * moment the page is shown: the theme toggle at once, without React; the others (menu, language menu) are
 * recorded and clicked again once React is listening, which opens them.
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
export type EarlyTapControl = 'theme' | 'menu' | 'language';

/** Where the head script records taps, and the flag that tells it React is listening. */
const QUEUE = '__earlyTaps';
const DONE = '__earlyTapsDone';

declare global {
  interface Window {
    [QUEUE]?: EarlyTapControl[];
    [DONE]?: boolean;
  }
}

/**
 * Runs in <head>: one capturing click listener. The theme toggle flips `data-theme` and remembers the choice
 * as src/lib/theme.ts does (a choice equal to the system's is forgotten), so React's toggle reads the same
 * state when it hydrates.
 */
export const earlyTapsHeadScript = `(function(){var q=window.${QUEUE}=[];document.addEventListener("click",function(e){if(window.${DONE})return;var c=e.target&&e.target.closest&&e.target.closest("[${EARLY_TAP_ATTRIBUTE}]");if(!c)return;e.preventDefault();e.stopPropagation();var k=c.getAttribute("${EARLY_TAP_ATTRIBUTE}");if(k!=="theme"){q.push(k);return}var h=document.documentElement,t=h.getAttribute(${JSON.stringify(
  THEME_ATTRIBUTE,
)})==="dark"?"light":"dark";h.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},t);try{if(t===(matchMedia(${JSON.stringify(
  DARK_QUERY,
)}).matches?"dark":"light"))localStorage.removeItem(${JSON.stringify(THEME_KEY)});else localStorage.setItem(${JSON.stringify(THEME_KEY)},t)}catch(x){}},true)})();`;

/**
 * Once React listens (after the first client render): stops recording and clicks each recorded control again,
 * in a task of its own: called from inside React's commit, a click could not hydrate the top bar at once, and
 * was dropped.
 */
export function replayEarlyTaps(win: Window = window): void {
  win[DONE] = true;
  const taps = win[QUEUE] ?? [];
  win[QUEUE] = [];
  if (!taps.length) return;
  win.setTimeout(() => {
    for (const control of taps) win.document.querySelector<HTMLElement>(`[${EARLY_TAP_ATTRIBUTE}="${control}"]`)?.click();
  }, 0);
}

/** The attribute that marks a control, as JSX props. */
export const earlyTap = (control: EarlyTapControl) => ({ [EARLY_TAP_ATTRIBUTE]: control });
