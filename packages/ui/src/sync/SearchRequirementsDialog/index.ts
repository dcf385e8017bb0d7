export {
  SearchRequirementsDialog,
  type SearchRequirementsDialogProps,
} from './SearchRequirementsDialog';
export { REQUIRED_CCB_SERVICES, searchRequirementsTexts } from './texts';
