export { Breadcrumbs, type LogBreadcrumbsProps } from './Breadcrumbs';
