export { Prerendered, PRERENDERED_ATTRIBUTE } from './Prerendered';
