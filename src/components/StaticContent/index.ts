export { StaticContent, StaticSubtree } from './StaticContent';
