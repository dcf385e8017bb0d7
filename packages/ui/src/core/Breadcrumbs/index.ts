export {
  Breadcrumbs,
  type BreadcrumbSeparator,
  type BreadcrumbsProps,
  type Crumb,
} from './Breadcrumbs';
export { breadcrumbsTexts } from './texts';
