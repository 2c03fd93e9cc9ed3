export { StaticContent } from './StaticContent';
