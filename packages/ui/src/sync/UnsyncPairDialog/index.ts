export {
  UnsyncPairDialog,
  type UnsyncOptions,
  type UnsyncPairDialogProps,
} from './UnsyncPairDialog';
export { unsyncPairTexts } from './texts';
