import { paths } from '@/app/paths';
import { groupMembershipTexts } from '@/lib/groupMembershipTexts';
import { syncEffectTexts } from '@/lib/sync/texts';

/** Texts of the sync page (spec part 1 "Sync page (/sync)", sections 4 and 8). */
export const syncPageTexts = {
  title: paths.sync.title,
  ...syncEffectTexts,
  pairSaved: 'Sync pair saved successfully!',
  /** Spec section 4 "Saving a pair": the snackbar's action after a save. */
  syncNewPairs: 'Click Here to Sync New Pairs',
  membershipTypesSaved: groupMembershipTexts.saved,
  retry: 'Try again',
  learnMoreHref: 'https://support.flocksync.com/broken-pairs',
} as const;
