/** Verbatim from the spec (part 1, sections 2 and 5). */
export const purchasePlanTexts = {
  title: 'Purchase a Plan to Sync',
  message: 'You need to purchase a plan for this feature',
  goToPricing: 'Go to Pricing',
  cancel: 'Cancel',
} as const;
