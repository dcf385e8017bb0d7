export { Combobox, COMBOBOX_VISIBLE_ROWS, type ComboboxProps } from './Combobox';
export { comboboxTexts } from './texts';
