import type { Page, Request } from '@playwright/test';
import { dashboardTexts } from '../apps/portal/src/routes/dashboard/texts';
import { expect, logInToDashboard, test } from './fixtures';
import {
  billingPageTexts,
  cancelTexts,
  cardDeclinedTexts,
  cardFormTexts,
  clearOverdueTexts,
  invoiceTexts,
  oneMoreThingTexts,
  orderTexts,
  paymentMethodTexts,
  planCardTexts,
  plansTexts,
  purchaseConfirmTexts,
} from '../packages/ui/src/billing/texts';

/** Counts the POSTs to one `/v1/api` path (double clicks must send exactly one). */
function count(page: Page, path: string) {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/v1/api${path}`) calls.push(request);
  });
  return calls;
}

const planCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function fillCard(page: Page, number: string) {
  await page.getByLabel(cardFormTexts.cardHolder).fill('Samuel Whitfield-Longname');
  await expect(page.getByLabel(cardFormTexts.cardHolder)).toHaveValue('Samuel Whitfield-Lon');
  const numberField = page.getByLabel(cardFormTexts.cardNumber);
  await numberField.fill('4242 42');
  await numberField.blur();
  await expect(page.getByText(cardFormTexts.invalidNumber)).toBeVisible();
  await numberField.fill(`${number}9999`);
  await expect(numberField).toHaveValue(number);
  await page.getByLabel(cardFormTexts.expiryMonth).selectOption('08');
  await page.getByLabel(cardFormTexts.expiryYear).selectOption('2031');
  await page.getByLabel(cardFormTexts.cvc).fill('12345');
  await expect(page.getByLabel(cardFormTexts.cvc)).toHaveValue('1234');
  await expect(page.getByText(cardFormTexts.invalidNumber)).toHaveCount(0);
}

test('a new church subscribes yearly with a coupon and a new card', async ({ page }) => {
  const purchases = count(page, '/billing/purchase-plan');
  const cards = count(page, '/billing/new-card');
  await logInToDashboard(page, 'setup@demo.church');
  await page.goto('/billing');
  await expect(page.getByText(paymentMethodTexts.noCard)).toBeVisible();
  await expect(page.getByText(invoiceTexts.empty)).toBeVisible();
  await expect(page.getByRole('button', { name: planCardTexts.cancel })).toHaveCount(0);
  await page.getByRole('button', { name: planCardTexts.subscribe }).click();

  await expect(page).toHaveURL(/\/subscription-plans$/);
  await expect(page.getByRole('button', { name: plansTexts.yearly })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const medium = planCard(page, 'Medium');
  await expect(medium.getByText(plansTexts.mostPopular)).toBeVisible();
  await expect(medium.getByText(plansTexts.paidAnnually('183.60'))).toBeVisible();
  await medium.getByLabel(plansTexts.coupon).fill('NOPE');
  await expect(medium.getByText(plansTexts.invalidCoupon)).toBeVisible();
  await medium.getByLabel(plansTexts.coupon).fill('WELCOME30');
  await expect(medium.getByText(plansTexts.validCoupon)).toBeVisible();
  await expect(planCard(page, 'Pro').getByText(plansTexts.validCoupon)).toHaveCount(0);
  await medium.getByRole('button', { name: plansTexts.choose }).click();

  await expect(page).toHaveURL(/\/change-plan$/);
  await expect(page.getByRole('heading', { name: 'Medium (Yearly)' })).toBeVisible();
  await expect(page.getByText(orderTexts.noCard)).toBeVisible();
  await page.getByRole('button', { name: orderTexts.pay.pay, exact: true }).click();

  await expect(page).toHaveURL(/\/setup-payment$/);
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: cardFormTexts.save }).dblclick();
  await expect(page).toHaveURL(/\/change-plan$/);
  expect(cards).toHaveLength(1);
  await expect(page.getByText(orderTexts.cardEnding('4242'))).toBeVisible();
  await expect(page.getByText(orderTexts.coupon, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: orderTexts.pay.pay, exact: true }).dblclick();
  const confirm = page.getByRole('alertdialog', { name: purchaseConfirmTexts.title });
  await expect(confirm).toHaveAccessibleDescription(
    purchaseConfirmTexts.question('Medium', 'Yearly'),
  );
  await confirm.getByRole('button', { name: purchaseConfirmTexts.confirm }).dblclick();
  await expect(page).toHaveURL(/\/billing$/);
  // After the card's own message (6 s): one snackbar at a time.
  await expect(page.getByText('Your first 30 days are free.')).toBeVisible({ timeout: 10_000 });
  expect(purchases).toHaveLength(1);
  await expect(
    planCard(page, planCardTexts.title).getByText('Medium', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: planCardTexts.change, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '4242' })).toBeVisible();

  // The coupon's free period is an invoice of $0 with no receipt: its details are ours.
  const invoices = page.getByRole('table', { name: invoiceTexts.lastInvoices });
  await invoices.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/billing\/invoices\/details\/\d+$/);
  const details = page.getByRole('table', { name: invoiceTexts.details });
  await expect(details.getByRole('row').last()).toContainText('Total');
  await expect(details.getByRole('row').last()).toContainText('$0.00');
});

test('a church downgrades, then cancels with each reason rule and the stop-sync box', async ({
  page,
}) => {
  const cancels = count(page, '/billing/cancel-plan');
  await logInToDashboard(page, 'ready@demo.church');
  await page.goto('/subscription-plans');
  await expect(
    planCard(page, 'Pro').getByRole('button', { name: plansTexts.myPlan }),
  ).toBeDisabled();
  await planCard(page, 'Starter').getByRole('button', { name: plansTexts.choose }).click();
  await expect(page).toHaveURL(/\/change-plan$/);
  await page.getByRole('button', { name: orderTexts.pay.downgradeNow }).click();
  await page
    .getByRole('alertdialog', { name: purchaseConfirmTexts.title })
    .getByRole('button', { name: purchaseConfirmTexts.confirm })
    .click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(
    planCard(page, planCardTexts.title).getByText('Starter', { exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: planCardTexts.cancel }).click();
  const reasons = page.getByRole('dialog', { name: cancelTexts.title });
  const cancel = reasons.getByRole('button', { name: cancelTexts.cancel, exact: true });
  await expect(cancel).toBeDisabled();
  await reasons.getByRole('radio', { name: cancelTexts.reasons['other reasons'] }).check();
  await expect(cancel).toBeDisabled();
  await reasons.getByLabel(cancelTexts.comment).fill('We are merging churches');
  await expect(cancel).toBeEnabled();
  await reasons.getByRole('radio', { name: cancelTexts.reasons['found another option'] }).check();
  await expect(cancel).toBeDisabled();
  await reasons.getByLabel(cancelTexts.platform).selectOption('Realm');
  await expect(cancel).toBeEnabled();
  await cancel.click();

  const last = page.getByRole('alertdialog', { name: oneMoreThingTexts.title });
  await last.getByLabel(oneMoreThingTexts.stopSync).check();
  await last.getByRole('button', { name: oneMoreThingTexts.confirm }).dblclick();
  await expect(last).toHaveCount(0);
  expect(cancels).toHaveLength(1);
  expect(new URLSearchParams(cancels[0]?.postData() ?? '').get('cancelReason')).toBe(
    'found another option: Realm',
  );
  expect(new URLSearchParams(cancels[0]?.postData() ?? '').get('stopSync')).toBe('1');
  await expect(page.getByText(billingPageTexts.purchasePlan)).toBeVisible();
  await expect(page.getByRole('button', { name: planCardTexts.cancel })).toHaveCount(0);
});

test("the dashboard's Cancel opens the dialog on /billing; the offer is taken once instead", async ({
  page,
}) => {
  const offers = count(page, '/billing/accept-offer');
  const cancels = count(page, '/billing/cancel-plan');
  await logInToDashboard(page, 'ready@demo.church');
  await page.getByRole('link', { name: dashboardTexts.cancel, exact: true }).click();
  await expect(page).toHaveURL(/\/billing$/);
  const reasons = page.getByRole('dialog', { name: cancelTexts.title });
  await expect(reasons.getByText(cancelTexts.offer)).toBeVisible();

  await reasons.getByRole('button', { name: cancelTexts.takeDiscount }).dblclick();
  await expect(reasons).toHaveCount(0);
  await expect(page.getByText(/is 25% off/)).toBeVisible();
  await expect(page.getByText(/25% off your next payment/)).toBeVisible();
  expect(offers).toHaveLength(1);
  expect(new URLSearchParams(offers[0]?.postData() ?? '').get('offer')).toBe('discount');

  // Back and reload do not open the dialog again; the offer is taken once.
  await page.reload();
  await expect(page.getByRole('button', { name: planCardTexts.cancel })).toBeVisible();
  await expect(reasons).toHaveCount(0);
  await page.getByRole('button', { name: planCardTexts.cancel }).click();
  await reasons.getByRole('button', { name: cancelTexts.pause }).click();
  await expect(reasons.getByText('You have already accepted this offer.')).toBeVisible();
  await expect(reasons).toBeVisible();
  expect(cancels).toHaveLength(0);
});

test('an overdue church sees its card declined, updates it and clears the invoice', async ({
  page,
}) => {
  const purchases = count(page, '/billing/purchase-plan');
  await logInToDashboard(page, 'overdue@demo.church');
  await page.goto('/billing');
  await expect(page.getByText(billingPageTexts.paymentFailed)).toBeVisible();
  await page.getByRole('button', { name: billingPageTexts.payNow }).click();

  await expect(page).toHaveURL(/\/change-plan$/);
  await expect(page.getByText(orderTexts.cardEnding('0002'))).toBeVisible();
  await page.getByRole('button', { name: orderTexts.pay.payNow }).click();
  await page
    .getByRole('alertdialog', { name: purchaseConfirmTexts.title })
    .getByRole('button', { name: purchaseConfirmTexts.confirm })
    .click();

  await expect(page).toHaveURL(/\/billing$/);
  const declined = page.getByRole('alertdialog', { name: cardDeclinedTexts.title });
  await expect(declined).toContainText(
    `${cardDeclinedTexts.before}${cardDeclinedTexts.retry}${cardDeclinedTexts.after}`,
  );
  await declined.getByRole('button', { name: cardDeclinedTexts.updateCard }).click();

  await expect(page).toHaveURL(/\/setup-payment$/);
  await fillCard(page, '5555555555554444');
  await page.getByRole('button', { name: cardFormTexts.save }).click();

  await expect(page).toHaveURL(/\/billing$/);
  const overdue = page.getByRole('alertdialog', { name: clearOverdueTexts.title });
  await expect(overdue).toHaveAccessibleDescription(clearOverdueTexts.message);
  await overdue.getByRole('button', { name: clearOverdueTexts.yes }).click();

  await expect(page).toHaveURL(/\/change-plan$/);
  await expect(page.getByText(orderTexts.cardEnding('4444'))).toBeVisible();
  await page.getByRole('button', { name: orderTexts.pay.payNow }).click();
  await page
    .getByRole('alertdialog', { name: purchaseConfirmTexts.title })
    .getByRole('button', { name: purchaseConfirmTexts.confirm })
    .click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByText(/You are now subscribed/)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(billingPageTexts.paymentFailed)).toHaveCount(0);
  expect(purchases).toHaveLength(2);
});

test('the invoices list and its details', async ({ page }) => {
  await logInToDashboard(page, 'ready@demo.church');
  await page.goto('/billing');
  const last = page.getByRole('table', { name: invoiceTexts.lastInvoices });
  await expect(last.getByRole('row')).toHaveCount(6);
  await expect(last.getByText(invoiceTexts.refunded)).toBeVisible();
  await page.getByRole('link', { name: invoiceTexts.viewAll }).click();

  await expect(page).toHaveURL(/\/billing\/invoices$/);
  const all = page.getByRole('table', { name: invoiceTexts.invoices });
  await expect(all.getByRole('row')).toHaveCount(9);
  await expect(all.getByText(invoiceTexts.refunded)).toBeVisible();
  const receipt = all.getByRole('link').first();
  await expect(receipt).toHaveAttribute('href', /^https:\/\/pay\.stripe\.com\//);
  await expect(receipt).toHaveAttribute('target', '_blank');
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Billing' }),
  ).toHaveAttribute('href', '/billing');

  await page.goto('/billing/invoices/details');
  await expect(page).toHaveURL(/\/billing\/invoices$/);
});
