import * as React from 'react';
import { createPortal } from 'react-dom';
import { OptionPopover, type OptionDetail } from '../OptionPopover';
import { wrapConfigKeys } from './key-buttons';
import * as styles from './OptionKeys.module.css';

/** An option a key of the page's code blocks names, as the template queries it. */
export interface KeyOption {
  readonly path: string;
  /** The configuration page that documents it: this one or another. */
  readonly page: string;
  readonly anchorId: string;
  readonly descriptionHtml: string;
  readonly type: string;
  readonly defaults: OptionDetail['defaults'];
}

interface Props {
  readonly pageUrl: string;
  /** Only those that keys of the page's code blocks name (src/lib/config-keys/code-options.ts). */
  readonly options: readonly KeyOption[];
  /** Key paths as written → the option documenting them (resolveLoader.modules → resolve.modules). */
  readonly aliases?: Readonly<Record<string, string>> | null;
}

interface Open {
  readonly key: HTMLButtonElement;
  readonly option: OptionDetail;
  /** Tells popovers apart, so opening another key mounts (and focuses, and places) a new one. */
  readonly serial: number;
}

const detail = (option: KeyOption): OptionDetail => ({ ...option, url: `/configuration/${option.page}/#${option.anchorId}` });

/**
 * On a configuration page, once hydrated: configuration keys in its code blocks become buttons that
 * open the option's details (§2, §4). One popover at a time; a second click, a click or focus outside
 * and Escape close it; Escape gives focus back to the key.
 */
export function OptionKeys({ pageUrl, options, aliases }: Props) {
  const id = React.useId();
  const [open, setOpen] = React.useState<Open | null>(null);
  const details = React.useMemo(() => new Map(options.map((option) => [option.path, detail(option)])), [options]);

  // The template stays mounted from page to page: wrap the keys again for each page.
  React.useEffect(() => {
    const main = document.getElementById('main-content');
    if (!main) return;
    const { keys, restore } = wrapConfigKeys(main, (path) => details.get(aliases?.[path] ?? path), styles.key);
    let serial = 0;
    const listeners = keys.map(({ button, option }) => {
      const toggle = () => setOpen((current) => (current?.key === button ? null : { key: button, option, serial: ++serial }));
      button.addEventListener('click', toggle);
      return () => button.removeEventListener('click', toggle);
    });
    return () => {
      for (const remove of listeners) remove();
      restore();
      setOpen(null);
    };
  }, [pageUrl, details, aliases]);

  React.useEffect(() => {
    if (!open) return;
    const { key } = open;
    key.setAttribute('aria-expanded', 'true');
    key.setAttribute('aria-controls', id);
    const inside = (target: EventTarget | null) => target instanceof Node && (key.contains(target) || !!document.getElementById(id)?.contains(target));
    const closeOutside = (event: Event) => {
      if (!inside(event.target)) setOpen(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(null);
      key.focus();
    };
    document.addEventListener('pointerdown', closeOutside, true);
    document.addEventListener('focusin', closeOutside);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      key.setAttribute('aria-expanded', 'false');
      key.removeAttribute('aria-controls');
      document.removeEventListener('pointerdown', closeOutside, true);
      document.removeEventListener('focusin', closeOutside);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, id]);

  const close = React.useCallback(
    (returnFocus: boolean) => {
      setOpen(null);
      if (returnFocus) open?.key.focus();
    },
    [open],
  );

  if (!open) return null;
  return createPortal(<OptionPopover key={open.serial} id={id} option={open.option} anchor={open.key} onClose={close} />, document.body);
}
