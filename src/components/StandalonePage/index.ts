export { BrowserOnly, StandalonePage } from './StandalonePage';
