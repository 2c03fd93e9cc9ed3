import * as React from 'react';
import { createPortal } from 'react-dom';
import { COPY_MESSAGES, copyCode, type CopyOutcome } from './copy';
import * as styles from './CodeCopyButtons.module.css';

// How long "Copied" stays on the button; clearing the live region then lets the next copy be announced.
const RESET_MS = 2000;

interface Block {
  readonly host: HTMLElement;
  readonly code: HTMLElement;
}

function CopyButton({ code, onOutcome }: { readonly code: HTMLElement; readonly onOutcome: (outcome: CopyOutcome | null) => void }) {
  const [copied, setCopied] = React.useState(false);
  React.useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => {
      setCopied(false);
      onOutcome(null);
    }, RESET_MS);
    return () => window.clearTimeout(timer);
  }, [copied, onOutcome]);

  const copy = async () => {
    const outcome = await copyCode(code);
    setCopied(outcome === 'copied');
    onOutcome(outcome);
  };

  return (
    <button type="button" className={styles.button} onClick={() => void copy()}>
      {copied ? (
        'Copied'
      ) : (
        <>
          Copy<span className="visually-hidden"> code</span>
        </>
      )}
    </button>
  );
}

/**
 * Adds a copy button to every code block (.gatsby-highlight, from MDX and README pages alike) of
 * the <main> it is rendered in, once the page has hydrated. The buttons exist only in the browser,
 * so the prerendered HTML that search indexes and printers read has none.
 */
export function CodeCopyButtons({ pageUrl }: { readonly pageUrl: string }) {
  const regionRef = React.useRef<HTMLDivElement>(null);
  const [blocks, setBlocks] = React.useState<readonly Block[]>([]);
  const [message, setMessage] = React.useState('');
  const onOutcome = React.useCallback((outcome: CopyOutcome | null) => setMessage(outcome ? COPY_MESSAGES[outcome] : ''), []);

  // The template stays mounted from page to page: scan again for each page.
  React.useEffect(() => {
    const main = regionRef.current?.closest('main');
    if (!main) return;
    const found = Array.from(main.querySelectorAll<HTMLElement>('.gatsby-highlight')).flatMap((block) => {
      const code = block.querySelector<HTMLElement>('pre code') ?? block.querySelector<HTMLElement>('pre');
      if (!code) return [];
      const host = document.createElement('div');
      host.className = styles.host;
      host.dataset.print = 'hide';
      block.append(host);
      return [{ host, code }];
    });
    setBlocks(found);
    return () => {
      for (const { host } of found) host.remove();
      setBlocks([]);
      setMessage('');
    };
  }, [pageUrl]);

  return (
    <>
      <div ref={regionRef} role="status" className="visually-hidden">
        {message}
      </div>
      {blocks.map(({ host, code }, index) => createPortal(<CopyButton code={code} onOutcome={onOutcome} />, host, `${pageUrl}#${index}`))}
    </>
  );
}
