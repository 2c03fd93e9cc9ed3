// SupporterList stays out of this index: it must reach the browser as its own lazy chunk.
export { Support } from './Support';
