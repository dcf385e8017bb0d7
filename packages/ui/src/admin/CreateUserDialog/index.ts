export {
  CreateUserDialog,
  packageOptions,
  type CreateUserDialogProps,
  type CreateUserFormField,
  type CreateUserFormValues,
  type PackageOption,
} from './CreateUserDialog';
