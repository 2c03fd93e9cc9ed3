import { SAVE_SITE_MESSAGE, saveSiteOffline } from '../../src/browser/save-offline';

/** A window whose document has loaded, whose idle callback runs at once, with a service worker container. */
function loadedWindow() {
  const messages: unknown[] = [];
  const serviceWorker = Object.assign(new EventTarget(), {
    ready: Promise.resolve({ active: { postMessage: (message: unknown) => messages.push(message) } }),
  });
  const win = {
    document: { readyState: 'complete' },
    navigator: { serviceWorker },
    requestIdleCallback: (run: () => void) => run(),
  } as unknown as Window;
  return { win, serviceWorker, messages };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('saveSiteOffline', () => {
  it('asks the active worker once the page has loaded, and again when a new deploy’s worker takes over', async () => {
    const { win, serviceWorker, messages } = loadedWindow();
    saveSiteOffline(win);
    await settle();
    expect(messages).toEqual([{ type: SAVE_SITE_MESSAGE }]);
    serviceWorker.dispatchEvent(new Event('controllerchange'));
    await settle();
    expect(messages).toEqual([{ type: SAVE_SITE_MESSAGE }, { type: SAVE_SITE_MESSAGE }]);
  });

  it('does nothing in a browser without service workers', () => {
    expect(() => saveSiteOffline({ navigator: {}, document: { readyState: 'complete' } } as unknown as Window)).not.toThrow();
  });
});
