export { BrokenPairsSyncDialog, type BrokenPairsSyncDialogProps } from './BrokenPairsSyncDialog';
export { brokenPairsSyncTexts } from './texts';
