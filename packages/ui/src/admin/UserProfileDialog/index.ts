export { UserProfileDialog, type UserProfileDialogProps } from './UserProfileDialog';
