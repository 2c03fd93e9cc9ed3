export { LandingInfo } from './LandingInfo';
