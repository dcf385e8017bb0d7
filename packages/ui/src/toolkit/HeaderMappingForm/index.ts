export {
  HeaderMappingForm,
  type HeaderMappingFormProps,
  type HeaderMappingFormRow,
  type HeaderMappingOption,
} from './HeaderMappingForm';
