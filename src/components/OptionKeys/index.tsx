import * as React from 'react';
import { useFirstInteraction } from '../../hooks/useFirstInteraction';
import { IslandBoundary } from '../IslandBoundary';

export type { KeyOption } from './OptionKeys';

/**
 * A chunk of its own, only on the configuration pages that render it, and only once the reader
 * interacts with the page (scrolls, points, tabs): the resolver and the popover are never part of
 * the first load, and are ready by the time a key is reached.
 */
const LazyOptionKeys = React.lazy(() => import(/* webpackChunkName: "option-keys" */ './OptionKeys').then((module) => ({ default: module.OptionKeys })));

export function OptionKeys(props: React.ComponentProps<typeof LazyOptionKeys>) {
  const interacted = useFirstInteraction();
  if (!interacted) return null;
  return (
    <IslandBoundary name="The option popovers">
      <React.Suspense fallback={null}>
        <LazyOptionKeys {...props} />
      </React.Suspense>
    </IslandBoundary>
  );
}
