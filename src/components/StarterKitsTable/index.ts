export { StarterKitsTable } from './StarterKitsTable';
