/**
 * The contract with the configured chat script (GATSBY_CHAT_SCRIPT_URL): once loaded, it exposes
 * `window.webpackChat.open()`, which shows its chat window.
 */
export interface ChatClient {
  open(): void;
}

declare global {
  interface Window {
    webpackChat?: ChatClient;
  }
}

export type ChatOutcome = 'outside-browser' | 'unconfigured' | 'opened' | 'load-failed' | 'no-client';

const SCRIPT_ATTRIBUTE = 'data-chat-client';

/** Adds the script once; a failed attempt removes its element, so the next click tries again. */
export function loadScript(url: string, doc: Document): Promise<void> {
  const existing = doc.querySelector<HTMLScriptElement>(`script[${SCRIPT_ATTRIBUTE}]`);
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  existing?.remove();
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.setAttribute(SCRIPT_ATTRIBUTE, '');
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`Could not load ${url}`));
    });
    doc.head.append(script);
  });
}

/** Loads the chat client on first use, then opens it; later calls only reopen it. */
export async function openChat(scriptUrl: string | null, win: Window | null = typeof window === 'undefined' ? null : window): Promise<ChatOutcome> {
  if (!win) return 'outside-browser';
  if (!scriptUrl) return 'unconfigured';
  if (!win.webpackChat) {
    try {
      await loadScript(scriptUrl, win.document);
    } catch {
      return 'load-failed';
    }
  }
  if (!win.webpackChat) return 'no-client';
  win.webpackChat.open();
  return 'opened';
}
