import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Heading } from '../../core/Heading';

export type PageWidth = 'narrow' | 'default';

export interface PageLayoutProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Above the title: the way up to the page this one belongs to (a Toolkit page's breadcrumb). */
  breadcrumb?: ReactNode;
  /**
   * The page's h1. Left out where the shell's header bar already names the page (its h1, with
   * the way back to the dashboard).
   */
  title?: ReactNode;
  /** A line under the title. */
  intro?: ReactNode;
  /** Beside the title (wraps below it on a phone). */
  actions?: ReactNode;
  /** 'default' for tables and dashboards (1120 px), 'narrow' for a form or a message (640 px). */
  width?: PageWidth;
  children: ReactNode;
}

/**
 * The frame of every signed-in page: the same padding, maximum width and rhythm at every size,
 * with the page's title. The shell around it places the header bar and the sub-menu.
 */
export function PageLayout({
  breadcrumb,
  title,
  intro,
  actions,
  width = 'default',
  children,
  ...rest
}: PageLayoutProps) {
  const header =
    breadcrumb || title || intro || actions ? (
      <Header>
        {breadcrumb}
        {title || actions ? (
          <TitleRow>
            {title ? (
              <Heading level={1} size="xlarge">
                {title}
              </Heading>
            ) : null}
            {actions ? <Actions>{actions}</Actions> : null}
          </TitleRow>
        ) : null}
        {intro ? <Intro>{intro}</Intro> : null}
      </Header>
    ) : null;
  return (
    <Main data-width={width} {...rest}>
      {header}
      {children}
    </Main>
  );
}

const Main = styled.main`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: ${({ theme }) => theme.space[5]};
  width: 100%;
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  box-sizing: border-box;

  &[data-width='narrow'] {
    max-width: 640px;
  }
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  h1 {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Intro = styled.p`
  margin: 0;
  max-width: 72ch;
  color: ${({ theme }) => theme.color.text.muted};
`;
