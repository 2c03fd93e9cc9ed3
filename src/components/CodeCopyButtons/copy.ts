import { copiedText } from '../../lib/code-source';

export type CopyOutcome = 'copied' | 'selected' | 'failed';

/** What the live region says after each outcome. */
export const COPY_MESSAGES: Record<CopyOutcome, string> = {
  copied: 'Copied',
  selected: 'Code selected: press Ctrl+C (⌘C on a Mac) to copy',
  failed: 'Copying is not available in this browser',
};

/**
 * Copies a code element's text with the Clipboard API. Where there is none (plain http, old
 * browsers) or it refuses, the older route: select the code and ask for a copy; if even that is
 * refused, the code stays selected for the reader to copy by hand.
 */
export async function copyCode(code: HTMLElement): Promise<CopyOutcome> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(copiedText(code));
      return 'copied';
    } catch {
      // Permission refused: fall through to the selection route.
    }
  }
  const selection = window.getSelection();
  if (!selection) return 'failed';
  selection.selectAllChildren(code);
  // The selection shows rendered comments; the copy carries the source, as with the Clipboard API.
  const putSource = (event: ClipboardEvent) => {
    event.clipboardData?.setData('text/plain', copiedText(code));
    event.preventDefault();
  };
  document.addEventListener('copy', putSource);
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    document.removeEventListener('copy', putSource);
  }
  if (!copied) return 'selected';
  selection.removeAllRanges();
  return 'copied';
}
