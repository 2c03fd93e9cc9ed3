export { VoteApp, type VoteAppProps } from './VoteApp';
