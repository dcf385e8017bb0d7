export {
  SnackbarProvider,
  useSnackbar,
  SNACKBAR_AUTO_HIDE_MS,
  SNACKBAR_LONG_MS,
  type SnackbarApi,
  type SnackbarOptions,
  type SnackbarSeverity,
} from './Snackbar';
