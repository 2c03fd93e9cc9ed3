import * as React from 'react';
import { pageRendered } from '../browser/chunk-recovery';

// What a reader does before using anything on the page: scrolling to it, pointing, touching, tabbing.
const INTERACTIONS = ['scroll', 'pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Once true, stays true for the tab: a component mounted later (on the next page) need not wait again. */
let interactedInTab = false;

/**
 * False until the reader first interacts with the page. Code needed only once they do (for example
 * the configuration keys' popovers) waits for it, so a first visit that only reads loads none of it.
 */
export function useFirstInteraction(): boolean {
  // Hydration starts from false whatever happened before the scripts ran, as the server rendered it.
  const [interacted, setInteracted] = React.useState(() => interactedInTab && pageRendered());
  React.useEffect(() => {
    if (interacted) return undefined;
    const done = () => {
      interactedInTab = true;
      setInteracted(true);
    };
    const options = { once: true, passive: true, capture: true } as const;
    for (const type of INTERACTIONS) window.addEventListener(type, done, options);
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, options);
    };
  }, [interacted]);
  return interacted;
}
