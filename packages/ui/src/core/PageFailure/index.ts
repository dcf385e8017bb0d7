export { PageFailure, type PageFailureProps } from './PageFailure';
export { pageFailureTexts } from './texts';
