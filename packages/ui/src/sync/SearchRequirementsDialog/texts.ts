/**
 * Title and buttons verbatim from the spec (part 1, section 2); the services are the spec's
 * required CCB API services (section 6); the sentences are ours.
 */
export const searchRequirementsTexts = {
  title: 'Action Required: New People Searches Requirements!',
  message:
    'CCB changed how people searches work. Give your CCB API user these services, then press Recheck:',
  servicesLabel: 'Required CCB API services',
  doLater: 'Do Later',
  recheck: 'Recheck',
  learnMore: 'Learn more',
} as const;

/** Spec part 1, section 6: the CCB API services the product needs. */
export const REQUIRED_CCB_SERVICES = [
  'execute_search',
  'group_profiles',
  'group_profile_from_id',
  'group_participants',
  'search_list',
  'individual_search',
  'execute_advanced_search',
  'saved_advanced_search_list',
  'process_list',
  'add_individual_to_queue',
  'individual_queues',
  'queue_individuals',
] as const;
