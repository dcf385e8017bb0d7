import { paths } from '@/app/paths';
import { MessagePage } from '@/lib/MessagePage';
import { comingSoonTexts as t } from './texts';

/** Stands in for a page that is not built yet, so no route is ever a blank screen. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <MessagePage title={title} body={t.body} linkText={t.back} linkTo={paths.dashboard.href()} />
  );
}
