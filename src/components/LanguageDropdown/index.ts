export { LanguageDropdown } from './LanguageDropdown';
