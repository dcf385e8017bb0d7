import { Button } from '../../core/Button';
import { PlusIcon } from '../../core/ActionIcons';
import { Tooltip } from '../../core/Tooltip';
import { addPairButtonTexts } from './texts';

export interface AddPairButtonProps {
  /** Why adding is unavailable (see `addPairDisabledReason`): `aria-disabled` with a tooltip. */
  disabledReason?: string;
  onClick: () => void;
}

/** 'Add New Sync pair'; when unavailable it stays focusable and says why in a tooltip. */
export function AddPairButton({ disabledReason, onClick }: AddPairButtonProps) {
  const button = (
    <Button
      leadingVisual={<PlusIcon />}
      aria-disabled={disabledReason ? true : undefined}
      onClick={onClick}
    >
      {addPairButtonTexts.label}
    </Button>
  );
  return disabledReason ? <Tooltip content={disabledReason}>{button}</Tooltip> : button;
}
