export { AddPairButton, type AddPairButtonProps } from './AddPairButton';
export { addPairDisabledReason, type AddPairState } from './addPairHint';
export { addPairButtonTexts } from './texts';
