export { CardFields } from './CardFields';
export {
  createTokenizerSlot,
  emptyCardState,
  type CardFieldsProps,
  type CardFieldsState,
  type CardToken,
  type CardTokenizer,
} from './types';
export {
  cardImplementations,
  type CardDependencies,
  type CardImplementations,
} from './cardImplementations';
export { useCard } from './useCard';
