export { Select, type ChoiceFieldProps, type SelectOption, type SelectProps } from './Select';
