export { OptionPopover } from './OptionPopover';
export type { OptionDetail } from './OptionPopover';
