export { ReleaseNotes } from './ReleaseNotes';
