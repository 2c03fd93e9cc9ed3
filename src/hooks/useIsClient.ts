import * as React from 'react';

/** False during static generation and the first (hydrating) render; true once mounted in a browser. */
export function useIsClient(): boolean {
  const [isClient, setIsClient] = React.useState(false);
  React.useEffect(() => setIsClient(true), []);
  return isClient;
}
