import type { ComponentPropsWithRef, MouseEventHandler, ReactNode } from 'react';
import styled from 'styled-components';

export type ChipVariant = 'neutral' | 'danger' | 'warning' | 'success' | 'info';

export interface ChipProps extends Omit<ComponentPropsWithRef<'span'>, 'onClick'> {
  /** Default neutral. Colour is never the only signal: the text must say what it means. */
  variant?: ChipVariant;
  /** An icon before the text (decorative). */
  leadingVisual?: ReactNode;
  /** Makes the chip a button (`type="button"`), e.g. "Merge field error" that opens a dialog. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 24px;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.full};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  white-space: nowrap;
  vertical-align: middle;

  &[data-variant='neutral'] {
    background-color: ${({ theme }) => theme.color.background.inset};
    color: ${({ theme }) => theme.color.text.default};
  }
  &[data-variant='danger'] {
    background-color: ${({ theme }) => theme.color.background.danger};
    color: ${({ theme }) => theme.color.text.danger};
  }
  &[data-variant='warning'] {
    background-color: ${({ theme }) => theme.color.background.warning};
    color: ${({ theme }) => theme.color.text.warning};
  }
  &[data-variant='success'] {
    background-color: ${({ theme }) => theme.color.background.success};
    color: ${({ theme }) => theme.color.text.success};
  }
  &[data-variant='info'] {
    background-color: ${({ theme }) => theme.color.background.info};
    color: ${({ theme }) => theme.color.text.link};
  }

  /* A clickable chip shows an edge, so it reads as something to press. */
  &[data-clickable] {
    cursor: pointer;
    border-color: currentColor;

    &:hover {
      text-decoration: underline;
    }
  }
`;

const Visual = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  font-size: 14px;
`;

/** A small coloured label; with `onClick` it is a button. */
export function Chip({
  variant = 'neutral',
  leadingVisual,
  onClick,
  children,
  ...rest
}: ChipProps) {
  const content = (
    <>
      {leadingVisual ? <Visual>{leadingVisual}</Visual> : null}
      {children}
    </>
  );
  if (onClick) {
    return (
      <Root
        {...(rest as ComponentPropsWithRef<'button'>)}
        as="button"
        type="button"
        onClick={onClick}
        data-variant={variant}
        data-clickable=""
      >
        {content}
      </Root>
    );
  }
  return (
    <Root {...rest} data-variant={variant}>
      {content}
    </Root>
  );
}
