export { SafeHtml, loadSanitizer, type SafeHtmlProps } from './SafeHtml';
