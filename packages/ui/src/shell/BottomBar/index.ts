export {
  BottomBar,
  type BottomBarActionProps,
  type BottomBarItemProps,
  type BottomBarMenuProps,
  type BottomBarProps,
} from './BottomBar';
