export { OptionReference } from './OptionReference';
export type { OptionEntry } from './OptionReference';
