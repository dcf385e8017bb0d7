export { Chip, type ChipProps, type ChipVariant } from './Chip';
