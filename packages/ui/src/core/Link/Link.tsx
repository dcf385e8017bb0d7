import type { ComponentPropsWithRef, ElementType } from 'react';
import styled from 'styled-components';
import { ExternalLinkIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';

export type LinkVariant = 'default' | 'muted';

export interface LinkProps extends ComponentPropsWithRef<'a'> {
  /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and says so. */
  external?: boolean;
  /** Default for links in running text; muted for secondary links (footers, meta data). */
  variant?: LinkVariant;
  /** Renders another component with the link styles, e.g. a router link: `as={RouterLink}`. */
  as?: ElementType;
  /** Destination for a router link given through `as`; a plain anchor uses it as `href`. */
  to?: string;
}

const StyledLink = styled.a`
  color: ${({ theme }) => theme.color.text.link};
  font-weight: inherit;
  /* Always underlined: colour alone must not be what sets a link apart (WCAG 1.4.1). */
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.15em;
  border-radius: 2px;
  cursor: pointer;

  &:hover {
    text-decoration-thickness: 2px;
  }

  &[data-variant='muted'] {
    color: ${({ theme }) => theme.color.text.muted};

    &:hover {
      color: ${({ theme }) => theme.color.text.link};
    }
  }

  svg {
    margin-left: 0.2em;
    vertical-align: -0.125em;
  }
`;

/** A styled anchor, or any link component through `as`. */
export function Link({
  external = false,
  variant = 'default',
  as,
  to,
  target,
  rel,
  children,
  ...rest
}: LinkProps) {
  // `to` only means something to the component given through `as`; never leak it to the DOM.
  const destination = as ? { as, to } : { href: rest.href ?? to };

  return (
    <StyledLink
      {...rest}
      {...destination}
      data-variant={variant}
      target={external ? '_blank' : target}
      rel={external ? 'noopener noreferrer' : rel}
    >
      {children}
      {external ? (
        <>
          <ExternalLinkIcon />
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </>
      ) : null}
    </StyledLink>
  );
}
