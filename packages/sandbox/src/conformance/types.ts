import type { ApiPath } from '@flocksync/api-client';
import type { World } from '../world';

/** One call of the conformance test: who makes it, and the body (without the API key). */
export interface ConformanceRequest {
  path: ApiPath;
  /** The demo account (email) that makes the call; it logs in with the demo password. */
  as: string;
  body?: (world: World) => Record<string, unknown>;
  note?: string;
}
