export { ContentBoundary, CONTENT_ERROR } from './ContentBoundary';
