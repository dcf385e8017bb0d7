export { PageLayout, type PageLayoutProps, type PageWidth } from './PageLayout';
