export { WordBreaks } from './WordBreaks';
