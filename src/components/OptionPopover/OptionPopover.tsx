import * as React from 'react';
import type { ModeDefaults } from '../../lib/config-reference/mode-defaults';
import { placePopover, POPOVER_DEFAULTS, type Placement } from '../../lib/popover-position';
import { DefaultValues } from '../DefaultValues';
import { SmartLink } from '../SmartLink';
import * as styles from './OptionPopover.module.css';

/** What the popover of a configuration key shows. */
export interface OptionDetail {
  readonly path: string;
  /** The option's entry in the reference: /configuration/<page>/#<anchorId>. */
  readonly url: string;
  readonly descriptionHtml: string;
  readonly type: string;
  readonly defaults: ModeDefaults;
}

interface Props {
  readonly id: string;
  readonly option: OptionDetail;
  readonly anchor: HTMLElement;
  /** returnFocus: the reader pressed Escape or tabbed out, so focus goes back to the key. */
  readonly onClose: (returnFocus: boolean) => void;
}

type ArrowStyle = React.CSSProperties & { readonly '--arrow-offset'?: string; readonly '--arrow-size'?: string };

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Reads the anchor's place in the window and puts the popover beside it (again on scroll and resize). */
function usePlacement(anchor: HTMLElement, popover: React.RefObject<HTMLElement>): Placement | null {
  const [placement, setPlacement] = React.useState<Placement | null>(null);
  React.useLayoutEffect(() => {
    const place = () => {
      if (!popover.current) return;
      const size = { width: popover.current.offsetWidth, height: popover.current.offsetHeight };
      const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
      setPlacement(placePopover(anchor.getBoundingClientRect(), size, viewport));
    };
    place();
    window.addEventListener('resize', place);
    // Capture: the code block's own horizontal scrolling moves the key too.
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [anchor, popover]);
  return placement;
}

/** A non-modal dialog beside a configuration key: the option's path, description, type, defaults and a link to its reference entry. */
export function OptionPopover({ id, option, anchor, onClose }: Props) {
  const ref = React.useRef<HTMLDivElement>(null);
  const placement = usePlacement(anchor, ref);

  // Focus moves in once placed: until then the popover is hidden, and hidden elements take no focus.
  const placed = placement !== null;
  React.useEffect(() => {
    if (placed) ref.current?.focus({ preventScroll: true });
  }, [placed]);

  // Tabbing past either end leaves the dialog: close it and go back to the key, the next stop after it.
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const active = document.activeElement;
    const leaving = event.shiftKey ? active === ref.current || active === focusable[0] : focusable.length === 0 || active === focusable[focusable.length - 1];
    if (!leaving) return;
    event.preventDefault();
    onClose(true);
  };

  // Hidden until measured and placed, which happens before the first paint.
  const style: ArrowStyle = placement
    ? { top: placement.top, left: placement.left, '--arrow-offset': `${placement.arrow}px`, '--arrow-size': `${POPOVER_DEFAULTS.arrowSize}px` }
    : { top: 0, left: 0, visibility: 'hidden' };

  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className={styles.popover}
      data-side={placement?.side}
      style={style}
      onKeyDown={onKeyDown}
    >
      <span className={styles.arrow} aria-hidden="true" />
      <div className={styles.body}>
        <p id={`${id}-title`} className={styles.title}>
          <code>{option.path}</code>
        </p>
        {option.descriptionHtml && <div className={styles.description} dangerouslySetInnerHTML={{ __html: option.descriptionHtml }} />}
        <dl className={styles.facts}>
          <dt>Type</dt>
          <dd>
            <code>{option.type}</code>
          </dd>
          <DefaultValues defaults={option.defaults} />
        </dl>
        <SmartLink href={option.url} className={styles.more} onClick={() => onClose(false)}>
          <code>{option.path}</code> in the reference
        </SmartLink>
      </div>
    </div>
  );
}
