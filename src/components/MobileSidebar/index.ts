export { MobileSidebar, MOBILE_SIDEBAR_ID } from './MobileSidebar';
export { MenuButton } from './MenuButton';
