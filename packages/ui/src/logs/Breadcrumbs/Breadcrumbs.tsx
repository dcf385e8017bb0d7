import { Breadcrumbs as CoreBreadcrumbs, type BreadcrumbsProps } from '../../core/Breadcrumbs';
import { logDetailsTexts } from '../texts';

export type LogBreadcrumbsProps = Omit<BreadcrumbsProps, 'label' | 'separator'>;

/** The logs pages' trail: core `Breadcrumbs` under the logs' own landmark name, 'Breadcrumbs'. */
export function Breadcrumbs(props: LogBreadcrumbsProps) {
  return <CoreBreadcrumbs {...props} label={logDetailsTexts.breadcrumbs} />;
}
