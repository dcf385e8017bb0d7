export { LoadFailure, loadFailureTexts, type LoadFailureProps } from './LoadFailure';
