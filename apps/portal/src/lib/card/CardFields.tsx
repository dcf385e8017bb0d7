import { lazy, Suspense } from 'react';
import { isDemo } from '../config';
import { SandboxCardFields } from './SandboxCardFields';
import type { CardFieldsProps } from './types';

// Stripe.js is fetched only when a card form opens with a real API (route budgets, ADR 018).
const StripeCardFields = lazy(async () => ({
  default: (await import('./StripeCardFields')).StripeCardFields,
}));

/** Stripe Elements with a real API; the sandbox's card fields in demo mode and tests. */
export function CardFields(props: CardFieldsProps) {
  if (isDemo) return <SandboxCardFields {...props} />;
  return (
    <Suspense fallback={null}>
      <StripeCardFields {...props} />
    </Suspense>
  );
}
