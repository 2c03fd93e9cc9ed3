export { IslandBoundary } from './IslandBoundary';
