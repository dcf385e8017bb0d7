import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Heading, Link, LoadFailure, PageLayout, Skeleton } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { messages } from './messages';
import { setupLayoutTexts } from './setupTexts';

export { setupLayoutTexts };

/** The frame of the two integrations setup screens: a way back, the title and an intro. */
export function SetupLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <PageLayout width="narrow">
      <header>
        <Link as={RouterLink} to={paths.integrations.href()}>
          {setupLayoutTexts.back}
        </Link>
        <Title>
          <Heading level={1} size="xlarge">
            {title}
          </Heading>
        </Title>
        <Intro>{intro}</Intro>
      </header>
      {children}
    </PageLayout>
  );
}

/** While the stored credentials load. */
export function SetupLoading({ fields }: { fields: number }) {
  return (
    <Card as="section" aria-busy="true" aria-label={setupLayoutTexts.loading}>
      <Fields>
        {Array.from({ length: fields }, (_, index) => (
          <Skeleton key={index} height={40} />
        ))}
      </Fields>
    </Card>
  );
}

/** When the stored credentials could not be loaded. */
export function SetupLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Fields>
      <LoadFailure onRetry={onRetry} retryLabel={setupLayoutTexts.retry}>
        {messages.genericFailure}
      </LoadFailure>
    </Fields>
  );
}

/**
 * The credential form's buttons: Remove and Cancel/Edit while credentials are stored, then
 * Authorize (Re-authorize when stored), which submits the form.
 */
export function CredentialActions({
  stored,
  editing,
  locked,
  submitting,
  onRemove,
  onCancelEdit,
  onEdit,
}: {
  stored: boolean;
  editing: boolean;
  locked: boolean;
  submitting: boolean;
  onRemove: () => void;
  onCancelEdit: () => void;
  onEdit: () => void;
}) {
  const t = setupLayoutTexts;
  return (
    <Actions>
      {stored ? (
        <Button variant="danger" onClick={onRemove}>
          {t.remove}
        </Button>
      ) : null}
      {stored && editing ? (
        <Button variant="secondary" onClick={onCancelEdit}>
          {t.cancelEdit}
        </Button>
      ) : null}
      {locked ? (
        <Button variant="secondary" onClick={onEdit}>
          {t.edit}
        </Button>
      ) : null}
      <Button type="submit" variant="primary" loading={submitting}>
        {stored ? t.reauthorize : t.authorize}
      </Button>
    </Actions>
  );
}

/** The form's fields, stacked. */
export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** The form's buttons: the main action last (right), wrapping on phones. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const Title = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

const Intro = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.color.text.muted};
`;
