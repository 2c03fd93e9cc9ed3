import * as React from 'react';

/** True once any part of the element has been inside the viewport; polled, and stays true. */
export function useSeenOnce(ref: React.RefObject<HTMLElement>, intervalMs: number): boolean {
  const [seen, setSeen] = React.useState(false);
  React.useEffect(() => {
    if (seen) return undefined;
    const check = () => {
      const box = ref.current?.getBoundingClientRect();
      if (box && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth) setSeen(true);
    };
    check();
    const timer = window.setInterval(check, intervalMs);
    return () => window.clearInterval(timer);
  }, [seen, ref, intervalMs]);
  return seen;
}
