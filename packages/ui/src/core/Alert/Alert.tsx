import type { ComponentPropsWithRef, ComponentType } from 'react';
import styled from 'styled-components';
import { CloseIcon, DangerIcon, InfoIcon, SuccessIcon, WarningIcon, type IconProps } from '../Icon';
import { IconButton } from '../IconButton';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Default info. `danger` is announced at once (`role="alert"`), the others politely. */
  variant?: AlertVariant;
  /** A short bold summary above the message. */
  title?: string;
  /** Shows a close button labelled "Dismiss" that calls this. */
  onDismiss?: () => void;
}

const icons: Record<AlertVariant, ComponentType<IconProps>> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  danger: DangerIcon,
};

const Root = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid;
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};

  &[data-variant='info'] {
    --alert-accent: ${({ theme }) => theme.color.border.info};
    background-color: ${({ theme }) => theme.color.background.info};
  }
  &[data-variant='success'] {
    --alert-accent: ${({ theme }) => theme.color.border.success};
    background-color: ${({ theme }) => theme.color.background.success};
  }
  &[data-variant='warning'] {
    --alert-accent: ${({ theme }) => theme.color.border.warning};
    background-color: ${({ theme }) => theme.color.background.warning};
  }
  &[data-variant='danger'] {
    --alert-accent: ${({ theme }) => theme.color.border.danger};
    background-color: ${({ theme }) => theme.color.background.danger};
  }

  border-color: var(--alert-accent);
`;

const IconSlot = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  /* One line of text tall, so the icon centres on the first line. */
  height: 1.5em;
  align-items: center;
  font-size: 20px;
  color: var(--alert-accent);
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: 0.125em;
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Message = styled.div`
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

const Dismiss = styled.div`
  flex-shrink: 0;
  margin: -2px -8px -2px 0;
`;

/** A message about the page or the last action, with a coloured edge and icon per variant. */
export function Alert({ variant = 'info', title, onDismiss, children, ...rest }: AlertProps) {
  const Icon = icons[variant];
  return (
    <Root role={variant === 'danger' ? 'alert' : 'status'} {...rest} data-variant={variant}>
      <IconSlot>
        <Icon />
      </IconSlot>
      <Body>
        {title ? <Title>{title}</Title> : null}
        {children ? <Message>{children}</Message> : null}
      </Body>
      {onDismiss ? (
        <Dismiss>
          <IconButton aria-label="Dismiss" icon={<CloseIcon />} size="small" onClick={onDismiss} />
        </Dismiss>
      ) : null}
    </Root>
  );
}
