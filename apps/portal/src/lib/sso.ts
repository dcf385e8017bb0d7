import type { User } from '@flocksync/api-client';
import { siteConfig } from './siteConfig';

/**
 * The single sign-on redirect to the product's site (spec part 1 "Route table and guards"): the
 * user's `id` and `key` travel in the query so the site opens signed in. Only ever built for the
 * product's own origin, and opened with `rel="noopener noreferrer"`.
 */
export function singleSignOnUrl(user: Pick<User, 'id' | 'apiKey'>, path = '/'): string {
  const site = new URL(siteConfig.productSiteUrl);
  // Only a path on the site: leading slashes and backslashes are folded so `//host` stays local.
  const url = new URL(`/${path.replace(/^[\\/]+/, '')}`, site.origin);
  url.searchParams.set('id', String(user.id));
  url.searchParams.set('key', user.apiKey);
  return url.toString();
}
