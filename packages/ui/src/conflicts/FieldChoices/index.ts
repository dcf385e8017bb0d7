export { CONTACT_FIELD_KEYS, FieldChoices, type FieldChoicesProps } from './FieldChoices';
