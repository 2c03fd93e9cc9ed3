export { SummaryTable } from './SummaryTable';
