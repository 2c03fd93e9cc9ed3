export { PageLinks } from './PageLinks';
