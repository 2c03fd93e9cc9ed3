export { BundleDiagram } from './BundleDiagram';
