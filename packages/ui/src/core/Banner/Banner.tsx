import type { ComponentPropsWithRef, ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon, DangerIcon, InfoIcon, SuccessIcon, WarningIcon, type IconProps } from '../Icon';
import { IconButton } from '../IconButton';

export type BannerVariant = 'danger' | 'warning' | 'info' | 'success';

export interface BannerProps extends ComponentPropsWithRef<'div'> {
  /** Required. `danger` is announced at once (`role="alert"`), the others politely (`status`). */
  variant: BannerVariant;
  /** A link or button after the message ("Pay now", "Update credentials"). */
  action?: ReactNode;
  /** Shows a close button labelled by `dismissLabel` that calls this. */
  onDismiss?: () => void;
  /** Default "Dismiss": the close button's accessible name. */
  dismissLabel?: string;
}

const icons: Record<BannerVariant, ComponentType<IconProps>> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  danger: DangerIcon,
};

/* Edge to edge, square corners and a bottom rule: a strip across the page, unlike the Alert box. */
const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-bottom: 2px solid var(--banner-accent);
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.normal};

  &[data-variant='info'] {
    --banner-accent: ${({ theme }) => theme.color.border.info};
    background-color: ${({ theme }) => theme.color.background.info};
  }
  &[data-variant='success'] {
    --banner-accent: ${({ theme }) => theme.color.border.success};
    background-color: ${({ theme }) => theme.color.background.success};
  }
  &[data-variant='warning'] {
    --banner-accent: ${({ theme }) => theme.color.border.warning};
    background-color: ${({ theme }) => theme.color.background.warning};
  }
  &[data-variant='danger'] {
    --banner-accent: ${({ theme }) => theme.color.border.danger};
    background-color: ${({ theme }) => theme.color.background.danger};
  }

  ${({ theme }) => theme.media.mobile} {
    align-items: flex-start;
  }
`;

const IconSlot = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  font-size: 20px;
  color: var(--banner-accent);
`;

/* Message and action wrap together, so a long message pushes the action below it on phones. */
const Content = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  min-width: 0;
`;

const Message = styled.div`
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Action = styled.div`
  display: inline-flex;
  flex-shrink: 0;
`;

/** A full-width strip at the top of the page: overdue invoice, invalid credentials, broken pairs. */
export function Banner({
  variant,
  action,
  onDismiss,
  dismissLabel = 'Dismiss',
  children,
  ...rest
}: BannerProps) {
  const Icon = icons[variant];
  return (
    <Root role={variant === 'danger' ? 'alert' : 'status'} {...rest} data-variant={variant}>
      <IconSlot>
        <Icon />
      </IconSlot>
      <Content>
        <Message>{children}</Message>
        {action ? <Action>{action}</Action> : null}
      </Content>
      {onDismiss ? (
        <IconButton
          aria-label={dismissLabel}
          icon={<CloseIcon />}
          size="small"
          onClick={onDismiss}
        />
      ) : null}
    </Root>
  );
}
