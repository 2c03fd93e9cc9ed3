export { DefaultValues } from './DefaultValues';
