import { paths } from '@/app/paths';

/** Texts of the sync page (spec part 1 "Sync page (/sync)", sections 4 and 8). */
export const syncPageTexts = {
  title: paths.sync.title,
  twoWayEnabled: 'CCB Syncing Enabled Successfully!',
  twoWayDisabled: 'CCB Syncing Disabled Successfully!',
  failure: 'Something went wrong, please try again later!',
  pairRemoved: 'Sync pair removed successfully!',
  pairSaved: 'Sync pair saved successfully!',
  loadFailed: 'The sync pairs could not be loaded.',
  retry: 'Try again',
  learnMoreHref: 'https://support.flocksync.com/broken-pairs',
  requirementsHref: 'https://support.flocksync.com/new-people-searches',
} as const;
