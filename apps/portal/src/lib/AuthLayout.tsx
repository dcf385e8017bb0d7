import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@flocksync/ui';

/** The centred card of the account pages (login, sign-up, password recovery, activation). */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page>
      <Card padding="spacious" as="main">
        <Title>{title}</Title>
        {intro ? <Intro>{intro}</Intro> : null}
        {children}
      </Card>
    </Page>
  );
}

/**
 * The account pages' form. `method="dialog"`: a form outside a <dialog> with that method submits
 * nowhere, so a prerendered form sent before its script has hydrated it (Enter, a quick click)
 * does nothing instead of putting what was typed into a GET address; once hydrated, every form
 * handles its own submit.
 */
export const AuthForm = styled.form.attrs({ method: 'dialog' })`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const AuthFooter = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.color.text.muted};
`;

const Page = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.background.subtle};
  & > main {
    width: min(100%, 440px);
    /* A grid item grows to its content's min-content width unless told otherwise: 2 px past a
       375 px screen. */
    min-width: 0;
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.text.muted};
`;
