export { CodeCopyButtons } from './CodeCopyButtons';
