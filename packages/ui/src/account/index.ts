export { accountTexts, type ProfileFieldName } from './texts';
export { ProfileField, type ProfileFieldMode, type ProfileFieldProps } from './ProfileField';
export { AvatarUpload, type AvatarUploadProps } from './AvatarUpload';
export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
  type PasswordFormErrors,
  type PasswordFormField,
  type PasswordFormValues,
} from './ChangePasswordDialog';
export { stateOptions, US_STATES } from './usStates';
