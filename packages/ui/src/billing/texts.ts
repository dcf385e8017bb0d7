/**
 * Every text the billing screens show (spec part 2, sections 2, 4, 5, 8 and 9), verbatim where
 * the spec gives it. Texts marked "ours" fill what the spec leaves open.
 */

export const billingPageTexts = {
  title: 'Billing',
  /** Cancelled banner: the warnings' cancelMessage, then this. */
  purchasePlan: 'Please purchase a plan',
  /** Payment-failed banner (section 8). */
  paymentFailed: "Don't delay - pay your overdue plan now or risk cancellation!",
  payNow: 'Pay Now',
} as const;

export const planCardTexts = {
  /** Ours: the card's heading. */
  title: 'Current Plan',
  startDate: 'Billing starting date on',
  nextDate: 'Next Billing date on',
  subscribe: 'Subscribe',
  change: 'Change',
  cancel: 'Cancel',
} as const;

export const paymentMethodTexts = {
  /** Ours: the table's heading. */
  title: 'Payment Method',
  last4: 'Card last 4 digits',
  expMonth: 'Expiry month',
  expYear: 'Expiry Year',
  credits: 'Credits',
  changeCard: 'Change Card',
  /** Ours: the add-card button's label. */
  addCard: 'Add Card',
  noCard: 'Please add payment method',
} as const;

export const invoiceTexts = {
  lastInvoices: 'Last Invoices',
  invoices: 'Invoices',
  date: 'Date',
  transaction: 'Transaction #',
  amount: 'Amount',
  viewAll: 'View All',
  empty: 'No Invoices',
  refunded: 'Refunded',
  /** Ours: said when a link opens the payment provider's receipt in a new tab. */
  receipt: 'receipt',
  /** Ours: the load-more button under the list (also reached by scrolling). */
  loadMore: 'Load more invoices',
  /** Ours: announced size of the list. */
  shown: (shown: number, total: number) => `Showing ${shown} of ${total} invoices`,
  details: 'Invoice Details',
  item: 'Item',
  /** Ours: a failed read, with a retry. */
  failed: 'Something went wrong, please try again later',
  retry: 'Try again',
} as const;

export const plansTexts = {
  /** Ours: the page heading. */
  title: 'Subscription plans',
  period: 'Billing period',
  monthly: 'Monthly',
  yearly: 'Yearly',
  save: 'save 15%',
  mostPopular: 'Most popular',
  /** Ours: after the monthly price. */
  perMonth: '/ month',
  paidAnnually: (amount: string) => `Paid Annually $${amount} / yr`,
  /** Ours: the coupon field's label. */
  coupon: 'Coupon',
  validCoupon: 'Valid Coupon',
  invalidCoupon: 'Invalid Coupon',
  /** Ours: while the coupon is checked. */
  checkingCoupon: 'Checking coupon…',
  /** The catalogue's generic failure (spec part 1 section 8): the check itself failed. */
  couponCheckFailed: 'Something went wrong, please try again later!',
  /** Ours: checks the coupon again. */
  couponRetry: 'Try again',
  myPlan: 'My plan',
  choose: 'Choose this plan',
  twoWay: 'Two-way syncing is available to all accounts.',
  /** Ours: the close icon's name. */
  close: 'Close plans',
} as const;

/** The plan feature fields (ours: the spec lists the features, not their wording). */
export const featureTexts = {
  manualSyncing: 'Manual syncing',
  automaticSyncing: (frequency: string) =>
    frequency ? `Automatic syncing: ${frequency}` : 'Automatic syncing',
  mappedCustomFields: 'Mapped custom fields',
  rollbackRestore: 'Rollback / restore of syncs',
  maxSyncPairs: (count: string) => `Up to ${count} sync pairs`,
  maxParticipants: (count: string) => `Up to ${count} participants`,
  /** Read before a feature the plan does not include. */
  notIncluded: 'Not included:',
} as const;

export const orderTexts = {
  /** The page's title (route table). */
  title: 'Order details',
  monthly: 'Monthly',
  yearly: 'Yearly',
  /** Ours: labels of the order's facts. */
  price: 'Price',
  features: 'Features',
  coupon: 'Coupon',
  willBeCharged: 'You will be charged',
  paymentMethod: 'Payment method',
  cardEnding: (last4: string) => `Card Ending ${last4}`,
  change: 'Change',
  add: 'Add',
  /** Ours: said when there is no card yet. */
  noCard: 'No card on file',
  pay: {
    pay: 'Pay',
    payNow: 'Pay now',
    downgradeNow: 'Downgrade now',
    upgradeNow: 'Upgrade now',
  },
  /** Ours: a failed purchase without a message. */
  failed: 'Something went wrong, please try again later',
  /** Ours: the back link. */
  back: 'Back to plans',
} as const;

export const purchaseConfirmTexts = {
  /** Ours: the dialog's title. */
  title: 'Confirm your plan',
  question: (plan: string, period: 'Monthly' | 'Yearly') =>
    `Are you sure you want to subscribe to the ${plan} / ${period} plan?`,
  /** Ours. */
  confirm: 'Yes, subscribe',
  cancel: 'Cancel',
} as const;

export const cardDeclinedTexts = {
  title: 'Card declined!',
  before: 'Your card was declined ',
  retry: 'RETRY',
  after: '. Please update your details and try again.',
  notNow: 'Not now',
  updateCard: 'Update Card',
} as const;

export const clearOverdueTexts = {
  title: 'Clear Overdue Invoice?',
  message:
    'You have an overdue invoice! Failure to pay will cause your account to expire. Would you like to clear that now?',
  no: 'No, not now',
  yes: 'Yes, pay now',
} as const;

export const cancelTexts = {
  title: 'Cancel subscription',
  /** Ours: the question above the reasons. */
  why: 'Why are you cancelling?',
  reasons: {
    "don't understand how to use": "I don't understand how to use it",
    'too expensive': "It's too expensive",
    'found another option': 'I found another option',
    "don't use it enough": "I don't use it enough",
    'some features missing': 'Some features are missing',
    'bugs or support problems': 'Bugs or support problems',
    'other reasons': 'Other reasons',
  },
  platform: 'Which platform are you moving to?',
  platformPlaceholder: 'Choose a platform',
  comment: 'Tell us why',
  commentRequired: 'Please tell us why you are cancelling',
  /** The offer (section 9: a 25% discount or a 1 to 3 month pause); wording ours. */
  offerTitle: 'Before you go',
  offer: 'Stay with us for 25% off your next payment, or pause your payments for 1 to 3 months.',
  /** Ours: accepting the offer (ADR 026). */
  takeDiscount: 'Take 25% off',
  pauseFor: 'Pause for',
  pauseMonths: { 1: '1 month', 2: '2 months', 3: '3 months' },
  pause: 'Pause payments',
  offerFailed: 'Something went wrong, please try again later',
  keep: 'Keep my plan',
  cancel: 'Cancel',
} as const;

export const oneMoreThingTexts = {
  title: 'Just one more thing...',
  /** Ours. */
  message: 'Your plan stays active until the end of the period you paid for.',
  stopSync: 'Also stop syncing now',
  back: 'Keep my plan',
  confirm: 'Cancel subscription',
  failed: 'Something went wrong, please try again later',
} as const;

export const cardFormTexts = {
  /** Ours: the page heading. */
  title: 'Payment method',
  cardNumber: 'Card Number',
  cardHolder: 'Card Holder',
  expiryMonth: 'Expiry Month',
  expiryYear: 'Expiry Year',
  cvc: 'CVC',
  expiry: 'Expiry',
  save: 'Save',
  back: 'Back',
  invalidNumber: 'Card Number is invalid!',
  /** Ours: the other raw-field messages. */
  invalidMonth: 'Expiry Month must be 01 to 12',
  invalidYear: 'Expiry Year must be 2022 to 2032',
  invalidCvc: 'CVC is invalid!',
  required: (field: string) => `${field} is required`,
  /** Ours: while the payment provider's fields load. */
  loading: 'Loading secure card fields…',
  /** Ours: the key or the provider's script could not be loaded. */
  loadFailed: 'The card form could not be loaded. Please try again later.',
  retry: 'Try again',
  /** Ours: the preview's placeholders. */
  previewHolder: 'CARD HOLDER',
  previewLabel: 'Card preview',
  saved: 'Card saved successfully.',
  failed: 'Something went wrong, please try again later',
} as const;
