import type { ComponentPropsWithRef, ElementType } from 'react';
import styled from 'styled-components';

export type CardPadding = 'none' | 'normal' | 'spacious';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** Default normal (16px); spacious is 32px; none leaves spacing to the content. */
  padding?: CardPadding;
  /** Render as another element (`section`, `article`, `li`...). */
  as?: ElementType;
}

export interface CardPartProps extends ComponentPropsWithRef<'div'> {
  as?: ElementType;
}

const Root = styled.div`
  --card-padding: ${({ theme }) => theme.space[4]};
  /* Header and footer keep side padding even in a padding-less card. */
  --card-part-padding: max(var(--card-padding), ${({ theme }) => theme.space[4]});

  display: block;
  padding: var(--card-padding);
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.medium};
  background-color: ${({ theme }) => theme.color.background.default};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadow.small};

  &[data-padding='none'] {
    --card-padding: 0px;
  }
  &[data-padding='spacious'] {
    --card-padding: ${({ theme }) => theme.space[6]};
  }
`;

/* Header and footer run edge to edge, whatever the card's padding. */
const Header = styled.div`
  margin: calc(var(--card-padding) * -1) calc(var(--card-padding) * -1) var(--card-padding);
  padding: ${({ theme }) => theme.space[3]} var(--card-part-padding);
  border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
  /* Inside the card's 1px border, so 1px less round than the card. */
  border-radius: ${({ theme }) => `calc(${theme.radius.medium} - 1px) calc(${theme.radius.medium} - 1px) 0 0`};
  background-color: ${({ theme }) => theme.color.background.subtle};

  > :is(h1, h2, h3, h4, h5, h6) {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    line-height: ${({ theme }) => theme.lineHeight.tight};
  }
`;

const Body = styled.div`
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin: var(--card-padding) calc(var(--card-padding) * -1) calc(var(--card-padding) * -1);
  padding: ${({ theme }) => theme.space[3]} var(--card-part-padding);
  border-top: 1px solid ${({ theme }) => theme.color.border.muted};
`;

function CardRoot({ padding = 'normal', ...rest }: CardProps) {
  return <Root {...rest} data-padding={padding} />;
}

function CardHeader(props: CardPartProps) {
  return <Header {...props} />;
}

function CardBody(props: CardPartProps) {
  return <Body {...props} />;
}

function CardFooter(props: CardPartProps) {
  return <Footer {...props} />;
}

/** A bordered surface; `Card.Header`, `Card.Body` and `Card.Footer` structure its content. */
export const Card = Object.assign(CardRoot, {
  Header: CardHeader,
  Body: CardBody,
  Footer: CardFooter,
});
