export {
  NEW_TAG_LIMIT,
  TagPicker,
  TAG_PICKER_VISIBLE_ROWS,
  type TagPickerProps,
} from './TagPicker';
export { tagPickerTexts } from './texts';
