export { GitHubUser } from './GitHubUser';
