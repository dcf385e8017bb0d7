import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, Heading, Skeleton } from '@flocksync/ui';
import { dashboardTexts as t } from './texts';

/** A dashboard card: a region named by its heading, busy while its data loads. */
export function DashboardCard({
  title,
  busy = false,
  footer,
  children,
}: {
  title: string;
  busy?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <Card.Header>
        <Heading level={2} size="medium" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
      {footer ? <Card.Footer>{footer}</Card.Footer> : null}
    </Card>
  );
}

/** What a card shows while its data loads. */
export function CardLoading({ lines = 4 }: { lines?: number }) {
  return <Skeleton.Text lines={lines} />;
}

/** What a card shows when its data could not be loaded: the spec's text and a way to retry. */
export function CardError({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorBox>
      <Alert variant="danger">{t.failure}</Alert>
      <div>
        <Button size="small" variant="secondary" onClick={onRetry}>
          {t.retry}
        </Button>
      </div>
    </ErrorBox>
  );
}

const ErrorBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Label and value pairs ("Last sync", "Next sync"...). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: 0;

    dd + dt {
      margin-top: ${({ theme }) => theme.space[2]};
    }
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
`;
