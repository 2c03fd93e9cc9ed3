export { NotificationBar } from './NotificationBar';
