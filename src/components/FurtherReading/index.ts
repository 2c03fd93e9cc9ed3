export { FurtherReading } from './FurtherReading';
