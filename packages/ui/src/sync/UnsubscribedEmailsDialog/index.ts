export {
  UnsubscribedEmailsDialog,
  type UnsubscribedEmailsChoice,
  type UnsubscribedEmailsDialogProps,
} from './UnsubscribedEmailsDialog';
export { unsubscribedEmailsTexts } from './texts';
