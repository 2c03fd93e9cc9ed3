import { COPY_MESSAGES, copyCode } from './copy';

// How long "Copied" stays on the button; clearing the live region then lets the next copy be announced.
export const RESET_MS = 2000;

/** Marks the buttons this module adds, so one listener on the root finds them. */
const BUTTON_ATTRIBUTE = 'data-copy-code';

export interface CopyButtonClasses {
  /** The element placed in each block, holding its button. */
  readonly host: string;
  readonly button: string;
}

/** The button's resting label: "Copy", named "Copy code" for screen readers. */
function showCopyLabel(button: HTMLButtonElement): void {
  const hint = button.ownerDocument.createElement('span');
  hint.className = 'visually-hidden';
  hint.textContent = ' code';
  button.replaceChildren('Copy', hint);
}

/** The code a block's copy copies: its `pre code`, or its `pre` when there is no code element. */
const codeOf = (block: Element) => block.querySelector<HTMLElement>('pre code') ?? block.querySelector<HTMLElement>('pre');

/**
 * Adds a plain copy button to every code block (.gatsby-highlight) under root, and one click listener on root
 * that serves them all: no component per block, so a page with many blocks costs React nothing. `region` is
 * the live region that announces each outcome. Returns a function that removes the buttons, the listener
 * and any pending reset.
 */
export function addCopyButtons(root: HTMLElement, region: HTMLElement, classes: CopyButtonClasses): () => void {
  const document = root.ownerDocument;
  const hosts = Array.from(root.querySelectorAll('.gatsby-highlight')).flatMap((block) => {
    if (!codeOf(block)) return [];
    const host = document.createElement('div');
    host.className = classes.host;
    host.dataset.print = 'hide';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = classes.button;
    button.setAttribute(BUTTON_ATTRIBUTE, '');
    showCopyLabel(button);
    host.append(button);
    // First, not last: the <pre> stays its block's last child, so rules that zero a chunk's trailing margins
    // (`.layout-chunk > :last-child > …`) do not restyle every token of the code when the button arrives.
    block.prepend(host);
    return [host];
  });

  const resets = new Map<HTMLButtonElement, number>();
  // The button whose outcome the region says, so that only its own reset clears it.
  let announcer: HTMLButtonElement | null = null;
  const settle = (button: HTMLButtonElement, copied: boolean, message: string) => {
    window.clearTimeout(resets.get(button));
    resets.delete(button);
    if (copied) button.textContent = 'Copied';
    else showCopyLabel(button);
    region.textContent = message;
    announcer = button;
    if (!copied) return;
    resets.set(
      button,
      window.setTimeout(() => {
        resets.delete(button);
        showCopyLabel(button);
        if (announcer === button) region.textContent = '';
      }, RESET_MS),
    );
  };

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`button[${BUTTON_ATTRIBUTE}]`) : null;
    const code = button && root.contains(button) ? codeOf(button.closest('.gatsby-highlight') ?? button) : null;
    if (!button || !code) return;
    void copyCode(code).then((outcome) => {
      if (button.isConnected) settle(button, outcome === 'copied', COPY_MESSAGES[outcome]);
    });
  };
  root.addEventListener('click', onClick);

  return () => {
    root.removeEventListener('click', onClick);
    for (const timer of resets.values()) window.clearTimeout(timer);
    for (const host of hosts) host.remove();
    region.textContent = '';
  };
}
