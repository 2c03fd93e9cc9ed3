export { GeneratedTable } from './GeneratedTable';
