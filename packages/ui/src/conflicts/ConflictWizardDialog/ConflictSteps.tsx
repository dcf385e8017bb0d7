import { Stepper, type StepperProps } from '../../core/Stepper';
import { conflictTexts } from '../texts';

export type ConflictStep = 1 | 2 | 3 | 4;

export interface ConflictStepsProps extends Omit<
  StepperProps,
  'aria-label' | 'steps' | 'current' | 'stepLabel'
> {
  /** The step shown (1 conflicts, 2 held contacts, 3 matches, 4 merge). */
  current: ConflictStep;
}

/** The wizard's four steps (core `Stepper` with the wizard's names). */
export function ConflictSteps({ current, ...rest }: ConflictStepsProps) {
  return (
    <Stepper
      aria-label={conflictTexts.steps.label}
      steps={conflictTexts.steps.names}
      current={current}
      stepLabel={conflictTexts.steps.step}
      {...rest}
    />
  );
}
