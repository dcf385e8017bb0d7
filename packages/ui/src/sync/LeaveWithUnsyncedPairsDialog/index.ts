export {
  LeaveWithUnsyncedPairsDialog,
  type LeaveWithUnsyncedPairsDialogProps,
} from './LeaveWithUnsyncedPairsDialog';
export { leaveWithUnsyncedPairsTexts } from './texts';
