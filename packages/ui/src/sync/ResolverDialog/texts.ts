import { tagPickerTexts } from '../../core/TagPicker/texts';
import { ccbFieldTexts, ccbSourceTexts, groupSourceTexts } from '../texts';

/**
 * The broken-pair resolver's texts. Title, counter, description, buttons, the remove tooltip,
 * the tag picker's texts and the group-source labels are verbatim from the spec (part 1,
 * sections 2, 4 and 5); field labels and the row names are ours.
 */
export const resolverDialogTexts = {
  title: {
    ccbToMc: 'Resolve Broken Sync Pair For CCB to MailChimp',
    mcToCcb: 'Resolve Broken Sync Pair For MailChimp to CCB',
  },
  description:
    'The following lists are broken or have been removed. Please fix this issue to sync these pairs',
  resolved: (resolved: number, total: number) => `Resolved: ${resolved}/${total} Pairs`,
  steps: {
    label: 'Steps',
    ccbToMc: 'CCB to MC',
    mcToCcb: 'MC to CCB',
    step: (n: number) => `Step ${n}`,
  },
  /** Ours: after a failed lookup. */
  retry: 'Try again',
  buttons: {
    saveAndProceed: 'Save And Proceed',
    save: 'Save',
    back: 'Back',
  },
  remove: {
    tooltip: 'This will Unsync and Remove this Sync pair',
    label: (pair: string) => `Remove ${pair}`,
  },
  tags: {
    placeholder: tagPickerTexts.placeholder,
    addMore: tagPickerTexts.addMore,
  },
  groupSource: groupSourceTexts,
  source: {
    label: 'CCB source',
    ...ccbSourceTexts,
  },
  target: {
    label: 'Sync to',
    group: 'Group',
    tags: 'Tags',
  },
  fields: {
    ...ccbFieldTexts,
    audience: 'MC Audience',
    mcGroup: 'MC Group',
    tags: 'MC Tags',
  },
  placeholders: {
    select: 'Select...',
    loading: 'Loading...',
  },
  row: (n: number, total: number) => `Pair ${n} of ${total}`,
  list: 'Broken sync pairs',
  checking: 'Checking broken sync pairs',
} as const;
