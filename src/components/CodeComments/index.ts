export { CodeComments } from './CodeComments';
