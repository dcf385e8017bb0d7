export { SyncSplitButton, type SyncSplitButtonProps } from './SyncSplitButton';
export { syncButtonTexts } from './texts';
