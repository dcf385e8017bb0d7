// XState v5 machines for multi-step flows (sync, broken-pair resolver, conflict wizard,
// cancellation, purchase). No React, no router, no DOM: effects are injected with `.provide()`.
export { backoffDelay, type BackoffOptions } from './backoff';
