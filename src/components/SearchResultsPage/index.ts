export { SearchResultsPage } from './SearchResultsPage';
