export { ContentBoundary, CONTENT_ERROR } from './ContentBoundary';
export { ContentStatus } from './ContentStatus';
