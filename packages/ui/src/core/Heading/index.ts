export { Heading, type HeadingLevel, type HeadingProps, type HeadingSize } from './Heading';
