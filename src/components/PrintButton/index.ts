export { PrintButton } from './PrintButton';
