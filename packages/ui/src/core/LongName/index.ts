export { LongName, type LongNameProps } from './LongName';
