import { Link as RouterLink } from 'react-router-dom';
import { ToolkitBreadcrumb } from '@flocksync/ui';
import { paths } from '@/app/paths';

/** A Toolkit page's breadcrumb (`PageLayout`'s `breadcrumb`): the way back to /tools, then this page. */
export function ToolsBreadcrumb({ parent, current }: { parent: string; current: string }) {
  return (
    <ToolkitBreadcrumb
      parent={parent}
      parentHref={paths.tools.href()}
      current={current}
      linkAs={RouterLink}
    />
  );
}
