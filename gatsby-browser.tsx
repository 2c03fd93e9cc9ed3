import type { GatsbyBrowser } from 'gatsby';
import { installChunkRecovery } from './src/browser/chunk-recovery';
import { scheduleServiceWorkerUpdates } from './src/lib/service-worker';

export { wrapPageElement } from './src/wrap-page-element';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installChunkRecovery();
};

export const onServiceWorkerActive: GatsbyBrowser['onServiceWorkerActive'] = ({ serviceWorker }) => {
  scheduleServiceWorkerUpdates(serviceWorker);
};
