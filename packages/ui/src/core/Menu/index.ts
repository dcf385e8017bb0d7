export { Menu, type MenuItemProps, type MenuLinkItemProps, type MenuProps } from './Menu';
// Shared inside the library: every menu-like popup and list of items looks the same.
export { menuItemStyles, popupSurface } from './Menu.styles';
