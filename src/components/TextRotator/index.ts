export { TextRotator, DEFAULT_REPEAT_DELAY, HEIGHT_MEASURE_DELAY } from './TextRotator';
