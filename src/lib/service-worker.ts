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
