export { ToolkitBreadcrumb, type ToolkitBreadcrumbProps } from './ToolkitBreadcrumb';
