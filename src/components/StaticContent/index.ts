export { followInternalLink, KeptAsServed, StaticContent, StaticSubtree, useKeptAsServed } from './StaticContent';
