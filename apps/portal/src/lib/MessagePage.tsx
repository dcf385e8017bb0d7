import { Link as RouterLink } from 'react-router-dom';
import { Card, Link, PageLayout } from '@flocksync/ui';

export interface MessagePageProps {
  title: string;
  body: string;
  linkText: string;
  linkTo: string;
}

/** A page that only says something and offers one way on (403, not found, coming soon). */
export function MessagePage({ title, body, linkText, linkTo }: MessagePageProps) {
  return (
    <PageLayout width="narrow">
      <Card padding="spacious">
        <h1>{title}</h1>
        <p>{body}</p>
        <Link as={RouterLink} to={linkTo}>
          {linkText}
        </Link>
      </Card>
    </PageLayout>
  );
}
