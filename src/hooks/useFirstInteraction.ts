import * as React from 'react';

// What a reader does before using anything on the page: scrolling to it, pointing, touching, tabbing.
const INTERACTIONS = ['scroll', 'pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * False until the reader first interacts with the page. Code needed only once they do (for example
 * the configuration keys' popovers) waits for it, so a first visit that only reads loads none of it.
 */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = React.useState(false);
  React.useEffect(() => {
    if (interacted) return undefined;
    const done = () => setInteracted(true);
    const options = { once: true, passive: true, capture: true } as const;
    for (const type of INTERACTIONS) window.addEventListener(type, done, options);
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, options);
    };
  }, [interacted]);
  return interacted;
}
