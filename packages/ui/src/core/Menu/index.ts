export { Menu, type MenuItemProps, type MenuLinkItemProps, type MenuProps } from './Menu';
