import type { GatsbyBrowser } from 'gatsby';
import { installChunkRecovery, markRendered } from './src/browser/chunk-recovery';
import { scheduleServiceWorkerUpdates } from './src/lib/service-worker';

export { wrapPageElement } from './src/wrap-page-element';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installChunkRecovery();
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  markRendered();
};

export const onServiceWorkerActive: GatsbyBrowser['onServiceWorkerActive'] = ({ serviceWorker }) => {
  scheduleServiceWorkerUpdates(serviceWorker);
};
