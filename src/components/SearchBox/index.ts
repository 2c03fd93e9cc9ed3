export { SearchBox } from './SearchBox';
export { ClearIcon, SearchIcon } from './icons';
export { loadProvider } from './load-provider';
export type { SearchProvider } from './provider';
