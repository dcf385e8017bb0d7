// The route boundary's designed view, in a chunk of its own (RouteError.tsx loads it when shown).
export { PageFailure } from '@flocksync/ui';
