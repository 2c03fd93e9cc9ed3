export { OptionsTable } from './OptionsTable';
