export { Sidebar } from './Sidebar';
export { SidebarItem } from './SidebarItem';
