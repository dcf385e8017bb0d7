export {
  CANCEL_PLATFORM_OPTIONS,
  CancelSubscriptionDialog,
  OneMoreThingDialog,
  type CancelPlatformKey,
  type CancelReasonKey,
  type CancelSubscriptionDialogProps,
  type OneMoreThingDialogProps,
} from './CancelDialogs';
