import { css } from 'styled-components';

/** The floating surface of menus and menu-like popups (Menu, FilterMenu). */
export const popupSurface = css`
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  max-width: min(320px, calc(100vw - 16px));
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.medium};
  background-color: ${({ theme }) => theme.color.background.default};
  box-shadow: ${({ theme }) => theme.shadow.large};

  &:focus {
    outline: none;
  }
`;

/**
 * The one menu-item look: a full-width row with an optional icon, reset from button or link
 * defaults, highlighted when active (pointer and keyboard alike) and muted when disabled. Menu,
 * ProfileMenu (through Menu), FilterMenu and the Sidebar's items build on it and set only their
 * height and padding.
 */
export const menuItemStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  margin: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.color.text.default};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  /* The active item is the focused one: highlighted for pointer and keyboard alike. */
  &[data-active] {
    background-color: ${({ theme }) => theme.color.background.inset};
    outline: none;
  }
  &[data-active]:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.text.muted};
  }

  svg {
    flex-shrink: 0;
  }
`;
