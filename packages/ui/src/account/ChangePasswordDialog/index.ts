export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
  type PasswordFormErrors,
  type PasswordFormField,
  type PasswordFormValues,
} from './ChangePasswordDialog';
