export {
  RefreshListsButton,
  type RefreshListsButtonProps,
  type RefreshListsStatus,
} from './RefreshListsButton';
export { REFRESH_STATUS_RESET_MS, refreshListsTexts } from './texts';
