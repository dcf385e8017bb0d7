export {
  ConflictWizardDialog,
  type ConflictStepStatus,
  type ConflictWizardDialogProps,
} from './ConflictWizardDialog';
export { ConflictSteps, type ConflictStep, type ConflictStepsProps } from './ConflictSteps';
