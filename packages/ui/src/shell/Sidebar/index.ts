export {
  Sidebar,
  type SidebarActionProps,
  type SidebarItemProps,
  type SidebarProps,
} from './Sidebar';
