import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@flocksync/sandbox';
import { cardFormTexts } from '@flocksync/ui';
import { notAState, spyOn, storyApi } from '@/testing';
import { SetupPaymentPage } from './SetupPaymentPage';

const samuel = demoUser('setup@demo.church');
const grace = demoUser('overdue@demo.church');

const meta = {
  title: 'Pages/Billing/Setup payment',
  component: SetupPaymentPage,
  parameters: {
    layout: 'fullscreen',
    route: { pathname: '/setup-payment', state: { from: 'billing' } },
    session: { user: samuel },
  },
} satisfies Meta<typeof SetupPaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, number: string) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByLabelText(cardFormTexts.cardHolder, { exact: false }),
    'Samuel Whitfield',
  );
  await userEvent.type(canvas.getByLabelText(cardFormTexts.cardNumber, { exact: false }), number);
  await userEvent.selectOptions(
    canvas.getByLabelText(cardFormTexts.expiryMonth, { exact: false }),
    '08',
  );
  await userEvent.selectOptions(
    canvas.getByLabelText(cardFormTexts.expiryYear, { exact: false }),
    '2031',
  );
  await userEvent.type(canvas.getByLabelText(cardFormTexts.cvc, { exact: false }), '123');
}

/** The empty form: the preview without a brand, Save disabled. */
export const Empty: Story = {
  parameters: { msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByLabelText(cardFormTexts.cardNumber, { exact: false }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: cardFormTexts.save })).toBeDisabled();
  },
};

/** A number shorter than 10 digits: 'Card Number is invalid!'; letters and a 17th digit are ignored. */
export const InvalidNumber: Story = {
  parameters: { msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = await canvas.findByLabelText(cardFormTexts.cardNumber, { exact: false });
    await userEvent.type(number, '42ab42');
    await userEvent.tab();
    await expect(number).toHaveValue('4242');
    await expect(await canvas.findByText(cardFormTexts.invalidNumber)).toBeVisible();
    await userEvent.clear(number);
    await userEvent.type(number, '42424242424242421');
    await expect(number).toHaveValue('4242424242424242');
  },
};

/** Filled in: the Visa logo in the preview, the holder's name, Save enabled. */
export const ReadyToSave: Story = {
  parameters: { msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, '4242424242424242');
    await expect(canvas.getByRole('img', { name: /Visa Samuel Whitfield/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: cardFormTexts.save })).toBeEnabled();
  },
};

/** A Mastercard number shows its logo. */
export const Mastercard: Story = {
  parameters: { msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(cardFormTexts.cardNumber, { exact: false }),
      '5555',
    );
    await expect(canvas.getByRole('img', { name: /Mastercard/ })).toBeVisible();
  },
};

/** The provider cannot make a token: its message shows. */
export const ProviderError: Story = {
  parameters: { msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, '4000000000000119');
    await userEvent.click(canvas.getByRole('button', { name: cardFormTexts.save }));
    await expect(
      await canvas.findByText(/An error occurred while processing your card/),
    ).toBeVisible();
  },
};

/** The server refuses the card (expired): its message shows, the form keeps what was typed. */
export const ServerRefuses: Story = {
  parameters: {
    msw: storyApi({ faults: '/billing/new-card:status=Your card has expired.' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, '4242424242424242');
    await userEvent.click(canvas.getByRole('button', { name: cardFormTexts.save }));
    await expect(await canvas.findByText('Your card has expired.')).toBeVisible();
    await expect(canvas.getByLabelText(cardFormTexts.cardHolder, { exact: false })).toHaveValue(
      'Samuel Whitfield',
    );
  },
};

/** The publishable key could not be read: the form says so and offers a retry. */
export const KeyFailed: Story = {
  parameters: { msw: storyApi({ faults: '/billing/stripe-publishable-key:http500' }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(cardFormTexts.loadFailed, {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** The card on file could not be read (so neither add nor update is known): Try again. */
export const CardLoadFailed: Story = {
  parameters: { msw: storyApi({ faults: '/billing/current-card-details:http500' }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent(cardFormTexts.loadFailed);
    await expect(within(alert).getByRole('button', { name: cardFormTexts.retry })).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('button', { name: cardFormTexts.save }),
    ).toBeNull();
  },
};

/** Waiting for the key. */
export const Loading: Story = {
  parameters: { msw: storyApi({ faults: '/billing/stripe-publishable-key:hang' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: cardFormTexts.title }),
    ).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('button', { name: cardFormTexts.save }),
    ).toBeNull();
  },
};

const newCard = spyOn('/billing/new-card');

/** Save twice-clicked adds the card once, then goes back to billing. */
export const SavesOnce: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: storyApi({ before: [newCard.handler] }) },
  play: async ({ canvasElement }) => {
    newCard.calls.length = 0;
    const canvas = within(canvasElement);
    await fill(canvasElement, '4242424242424242');
    await userEvent.dblClick(canvas.getByRole('button', { name: cardFormTexts.save }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('Navigated to /billing');
    await waitFor(() => expect(newCard.calls).toHaveLength(1));
    await expect(newCard.calls[0]?.get('stripeToken')).toBe('tok_visa');
    await expect(newCard.calls[0]?.get('cardLast4')).toBe('4242');
  },
};

/** An overdue church updates its card from billing: back to billing to clear the invoice. */
export const UpdateFromBillingWhenOverdue: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: storyApi(), session: { user: grace } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, '5555555555554444');
    await userEvent.click(canvas.getByRole('button', { name: cardFormTexts.save }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('Navigated to /billing');
  },
};
