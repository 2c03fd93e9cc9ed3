export { SmartLink } from './SmartLink';
