export { CARD_HOLDER_MAX, CardForm, type CardFormProps } from './CardForm';
export {
  CardPreview,
  cardBrands,
  toCardBrand,
  type CardBrand,
  type CardPreviewProps,
} from './CardPreview';
