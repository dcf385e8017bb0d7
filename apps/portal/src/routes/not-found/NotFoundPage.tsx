import { paths } from '@/app/paths';
import { MessagePage } from '@/lib/MessagePage';
import { notFoundTexts as t } from './texts';

/** The fallback for any path the portal does not know. */
export function NotFoundPage() {
  return (
    <MessagePage title={t.title} body={t.body} linkText={t.home} linkTo={paths.dashboard.href()} />
  );
}
