/** How often an open tab asks for a new service worker (spec §9: 3,600,000 ms). */
export const SW_UPDATE_INTERVAL_MS = 3_600_000;

/** Checks for an updated service worker every hour while the page stays open. */
export function scheduleServiceWorkerUpdates(registration: { update(): Promise<unknown> }, every = SW_UPDATE_INTERVAL_MS): () => void {
  const timer = setInterval(() => {
    registration.update().catch(() => {
      // Offline or server unreachable: the next check tries again.
    });
  }, every);
  return () => clearInterval(timer);
}

/** The shortest time between two checks on route changes: a reader clicking through pages costs one request per 10 s. */
export const SW_ROUTE_CHECK_MS = 10_000;

/**
 * A check for a new worker on a client-side navigation, at most once per `every` ms. A tab that only navigates
 * client-side never reloads, so the browser's own check (on a full navigation) never runs: this is how an open
 * tab learns of a deploy. Once a new worker is found, Gatsby makes the next navigation a full page load
 * (gatsby-plugin-offline sets `___swUpdated`), which brings the new build's HTML and chunks together.
 */
export function routeChangeChecker(
  getRegistration: () => Promise<{ update(): Promise<unknown> } | undefined>,
  every = SW_ROUTE_CHECK_MS,
  now = () => Date.now(),
): () => void {
  let last = -Infinity;
  return () => {
    if (now() - last < every) return;
    last = now();
    getRegistration()
      .then((registration) => registration?.update())
      .catch(() => {
        // Offline or server unreachable: the next navigation tries again.
      });
  };
}
