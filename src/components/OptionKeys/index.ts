import * as React from 'react';

export type { KeyOption, LinkedOption } from './OptionKeys';

/**
 * Loaded on its own, only by the configuration pages that render it: the resolver and the popover
 * never reach the JavaScript of other pages.
 */
export const OptionKeys = React.lazy(() => import('./OptionKeys').then((module) => ({ default: module.OptionKeys })));
