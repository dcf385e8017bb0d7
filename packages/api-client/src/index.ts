export { REQUEST_TIMEOUT_MS, createApiClient } from './client';
export type {
  ApiBody,
  ApiCall,
  ApiClient,
  ApiClientOptions,
  ApiData,
  ApiPath,
  ApiResponse,
  ApiSuccess,
  CallOptions,
} from './client';
export { ApiError, NetworkError, TimeoutError, isAbortError, messageOf } from './errors';
export type { ApiErrorKind } from './errors';
export { encodeForm, decodeForm } from './form';
export type { FormObject, FormValue, DecodedForm, DecodedValue } from './form';
export type { components, paths } from './generated/schema';

/** Named entity types, so no package declares API types by hand. */
import type { components } from './generated/schema';
export type Schemas = components['schemas'];
export type User = Schemas['User'];
export { FIELD_LIMITS, isTooLong, limitOf, overLimit, tooLongMessage } from './limits';
export type { LimitedField } from './limits';
