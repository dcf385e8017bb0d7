import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../core/Icon';
import { Menu } from '../../core/Menu';
import { Tooltip } from '../../core/Tooltip';
import { VisuallyHidden } from '../../core/VisuallyHidden';
import { truncate } from '../../core/truncate';
import { LONG_NAME_TOOLTIP_LENGTH, NAME_LIMITS } from './nameLimits';

export type ProfileMenuVariant = 'sidebar' | 'collapsed' | 'mobile';

export interface ProfileMenuProps {
  /** Required: the person's whole name (or email when they have none). */
  name: string;
  /** Shown under the name at the top of the open menu. */
  email?: string;
  /** An image URL (or data URL) for the avatar; initials otherwise. */
  avatarSrc?: string;
  /**
   * Where the button sits, which sets how much of the name it shows: `sidebar` 12 characters,
   * `mobile` 17, `collapsed` the avatar only (the name moves to a tooltip). Default sidebar.
   */
  variant?: ProfileMenuVariant;
  /** Default "Account menu": the button's name, followed by the person's name. */
  label?: string;
  /** A short note on the button and at the top of the menu (e.g. "Acting as"). */
  badge?: string;
  /** `ProfileMenu.Item`, `ProfileMenu.LinkItem` and `ProfileMenu.Divider` elements. */
  children: ReactNode;
}

const Slot = styled.div`
  display: flex;
  min-width: 0;

  && > button[data-variant] {
    flex: 1;
    justify-content: flex-start;
    min-width: 0;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    color: ${({ theme }) => theme.color.text.default};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }

  &[data-variant='collapsed'] > button[data-variant] {
    justify-content: center;
    padding: ${({ theme }) => theme.space[1]};
  }

  && > button[data-variant] > span {
    min-width: 0;
  }
`;

const AvatarCircle = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.full};
  background-color: ${({ theme }) => theme.color.background.emphasis};
  color: ${({ theme }) => theme.color.text.onEmphasis};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Name = styled.span`
  overflow: hidden;
  white-space: nowrap;
`;

const Badge = styled.span`
  flex-shrink: 0;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radius.small};
  background-color: ${({ theme }) => theme.color.background.warning};
  color: ${({ theme }) => theme.color.text.warning};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const HeaderName = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.text.default};
`;

const HeaderEmail = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.text.muted};
  overflow-wrap: anywhere;
`;

function initials(name: string): string {
  const letters = name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** The person's picture, or their initials on the accent colour (decorative: the name says it). */
function Avatar({ name, src }: { name: string; src?: string }) {
  return (
    <AvatarCircle aria-hidden="true">
      {src ? <img src={src} alt="" /> : initials(name)}
    </AvatarCircle>
  );
}

/**
 * The signed-in person's button and menu: avatar and name (shortened to fit where it sits), and
 * a menu that starts with the name and email. A name above 25 characters, or any name while
 * only the avatar shows, gets a tooltip with the whole name.
 */
function ProfileMenuRoot({
  name,
  email,
  avatarSrc,
  variant = 'sidebar',
  label = 'Account menu',
  badge,
  children,
}: ProfileMenuProps) {
  const collapsed = variant === 'collapsed';
  const shown = truncate(name, variant === 'mobile' ? NAME_LIMITS.mobile : NAME_LIMITS.sidebar);
  const menu = (
    <Menu
      label={`${label}: ${name}`}
      namedByTrigger
      triggerVariant="invisible"
      placement={variant === 'mobile' ? 'bottom-end' : 'right-end'}
      trigger={
        <>
          <Avatar name={name} src={avatarSrc} />
          {/* The whole name names the button; the shortened one is only drawn. */}
          <VisuallyHidden>{`${label}: ${name}${badge ? ` (${badge})` : ''}`}</VisuallyHidden>
          {collapsed ? null : (
            <>
              <Name aria-hidden="true">{shown}</Name>
              {badge ? <Badge aria-hidden="true">{badge}</Badge> : null}
              <ChevronDownIcon aria-hidden="true" />
            </>
          )}
        </>
      }
      header={
        <>
          {badge ? <Badge>{badge}</Badge> : null}
          <HeaderName>{truncate(name, NAME_LIMITS.popover)}</HeaderName>
          {email ? <HeaderEmail>{email}</HeaderEmail> : null}
        </>
      }
    >
      {children}
    </Menu>
  );
  const tooltip = collapsed || name.length > LONG_NAME_TOOLTIP_LENGTH;
  return (
    <Slot data-variant={variant}>
      {tooltip ? (
        <Tooltip content={name} placement={collapsed ? 'right' : 'top'}>
          {menu}
        </Tooltip>
      ) : (
        menu
      )}
    </Slot>
  );
}

/** A menu button for the signed-in person; fill it with `ProfileMenu.Item` and friends. */
export const ProfileMenu = Object.assign(ProfileMenuRoot, {
  Item: Menu.Item,
  LinkItem: Menu.LinkItem,
  Divider: Menu.Divider,
});
