import * as React from 'react';

function AfterCommit({ run }: { readonly run: () => void }) {
  React.useEffect(run, [run]);
  return null;
}

export interface HydrateLaterProps {
  readonly children: React.ReactNode;
  /** Runs once what is inside has hydrated (or rendered, when there was nothing served to hydrate). */
  readonly onHydrated?: () => void;
}

/**
 * Served content that React hydrates after the first commit and in slices of a few milliseconds, not in
 * one long task: React 18 leaves a server-rendered Suspense boundary dehydrated on the first pass and
 * hydrates it later at offscreen priority, yielding to the browser between slices. A click inside it
 * before then hydrates it at once and is replayed.
 */
export function HydrateLater({ children, onHydrated }: HydrateLaterProps) {
  return (
    <React.Suspense fallback={null}>
      {children}
      {onHydrated && <AfterCommit run={onHydrated} />}
    </React.Suspense>
  );
}
