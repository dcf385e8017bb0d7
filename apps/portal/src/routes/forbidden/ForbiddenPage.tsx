import { paths } from '@/app/paths';
import { MessagePage } from '@/lib/MessagePage';
import { forbiddenTexts as t } from './texts';

export function ForbiddenPage() {
  return (
    <MessagePage title={t.title} body={t.body} linkText={t.home} linkTo={paths.dashboard.href()} />
  );
}
