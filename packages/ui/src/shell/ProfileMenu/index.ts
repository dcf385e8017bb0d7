export { ProfileMenu, type ProfileMenuProps, type ProfileMenuVariant } from './ProfileMenu';
export { LONG_NAME_TOOLTIP_LENGTH, NAME_LIMITS } from './nameLimits';
