import { done, fail, int, ok, page, str, type Context, type HandlerTable } from '../context';
import { FLAG } from '../validation';
import {
  acceptOffer,
  allPlans,
  cardRecord,
  cancel,
  checkCoupon,
  currentPlan,
  invoiceLines,
  invoiceRows,
  purchase,
  settle,
  storeCard,
} from '../domains/billing';

/** Invoices per page of `/billing/invoices` (the billing page shows the first 5). */
export const INVOICE_PAGE_SIZE = 10;

/** A test-mode publishable key: the sandbox never talks to Stripe. */
export const SANDBOX_PUBLISHABLE_KEY = 'pk_test_51FlocksyncSandbox0DemoModeNoRealPaymentsAreTaken';

/** The caller's billing, brought up to now (renewals, trial ends, cancellations). */
function billingOf({ account, now, world }: Context) {
  settle(account.billing, now, world.random);
  return account.billing;
}

function cardInput(context: Context) {
  const { form } = context;
  return {
    ccYear: int(form, 'ccYear'),
    ccMonth: int(form, 'ccMonth'),
    stripeToken: str(form, 'stripeToken'),
    cardLast4: str(form, 'cardLast4'),
  };
}

/** `/billing/*`: plans, purchase and cancellation, card, coupons and invoices. */
export const billingHandlers: HandlerTable = {
  '/billing/invoices': {
    required: ['page'],
    run: (context) => {
      const rows = invoiceRows(billingOf(context));
      return ok(page(rows, int(context.form, 'page', 1), INVOICE_PAGE_SIZE));
    },
  },

  '/billing/invoice-details': {
    required: ['id'],
    run: (context) => {
      const id = int(context.form, 'id');
      const invoice = billingOf(context).invoices.find((candidate) => candidate.id === id);
      if (!invoice) return fail('Invoice not found.');
      return ok(invoiceLines(invoice));
    },
  },

  '/billing/all-plans': {
    run: (context) => ok(allPlans(billingOf(context))),
  },

  '/billing/current-plan': {
    run: (context) => ok(currentPlan(billingOf(context))),
  },

  '/billing/check-coupon': {
    required: ['code'],
    run: (context) => {
      const { coupon, message } = checkCoupon(billingOf(context), str(context.form, 'code'));
      return ok(coupon, message);
    },
  },

  '/billing/accept-offer': {
    required: ['offer'],
    run: (context) => {
      const { form } = context;
      const months = Object.hasOwn(form, 'months') ? str(form, 'months') : '';
      const outcome = acceptOffer(billingOf(context), str(form, 'offer'), months);
      return outcome.ok ? done(outcome.message) : fail(outcome.message);
    },
  },

  '/billing/cancel-plan': {
    required: ['cancelReason', 'stopSync'],
    choices: { stopSync: FLAG },
    run: (context) => {
      const { form, user } = context;
      const outcome = cancel(
        billingOf(context),
        user,
        str(form, 'cancelReason'),
        str(form, 'stopSync') === '1',
      );
      return outcome.ok ? done(outcome.message) : fail(outcome.message);
    },
  },

  '/billing/current-card-details': {
    run: (context) => {
      const card = cardRecord(billingOf(context).card);
      return ok(card, card ? 'Operation Successful!' : 'Please add payment method');
    },
  },

  '/billing/new-card': {
    required: ['ccYear', 'ccMonth', 'stripeToken', 'cardLast4'],
    run: (context) => {
      const billing = billingOf(context);
      if (billing.card) return fail('A card is already on file. Use Change Card to replace it.');
      const outcome = storeCard(billing, cardInput(context), context.now);
      if (!outcome.ok || !billing.card) return fail(outcome.message);
      return ok(cardRecord(billing.card) ?? undefined, 'Card added successfully.');
    },
  },

  '/billing/update-card': {
    required: ['ccYear', 'ccMonth', 'stripeToken', 'cardLast4'],
    run: (context) => {
      const billing = billingOf(context);
      if (!billing.card) return fail('There is no card on file to change. Please add one.');
      const outcome = storeCard(billing, cardInput(context), context.now);
      if (!outcome.ok || !billing.card) return fail(outcome.message);
      return ok(cardRecord(billing.card) ?? undefined, 'Card updated successfully.');
    },
  },

  '/billing/stripe-publishable-key': {
    run: () => ok({ publishableKey: SANDBOX_PUBLISHABLE_KEY }),
  },

  '/billing/purchase-plan': {
    required: ['packageId', 'isYearly', 'cardType'],
    choices: { isYearly: FLAG },
    run: (context) => {
      const { form, user, now, world } = context;
      if (str(form, 'cardType') !== 'current') return fail('Please pay with the card on file.');
      const outcome = purchase(
        billingOf(context),
        user,
        {
          packageId: int(form, 'packageId'),
          isYearly: str(form, 'isYearly') === '1',
          couponCode: str(form, 'couponCode'),
        },
        now,
        world.random,
      );
      return outcome.ok ? done(outcome.message) : fail(outcome.message);
    },
  },
};
