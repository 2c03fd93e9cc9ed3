export { DocExtras } from './DocExtras';
export type { DocExtrasData } from './DocExtras';
