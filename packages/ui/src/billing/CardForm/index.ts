export { CARD_HOLDER_MAX, CardForm, type CardFormProps } from './CardForm';
export { CardPreview, type CardBrand, type CardPreviewProps } from './CardPreview';
