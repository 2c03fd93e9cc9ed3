export { Contributors } from './Contributors';
