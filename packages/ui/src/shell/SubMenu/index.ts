export { SubMenu, type SubMenuItemProps, type SubMenuProps } from './SubMenu';
