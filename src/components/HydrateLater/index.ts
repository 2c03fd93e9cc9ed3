export { HydrateLater } from './HydrateLater';
