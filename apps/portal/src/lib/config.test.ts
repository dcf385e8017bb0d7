import { describe, expect, it, vi } from 'vitest';
import { parseRuntimeConfig, readRuntimeConfig, RUNTIME_CONFIG_PATH } from './config';

describe('the runtime configuration (/config.json)', () => {
  it('keeps the known fields with a non-blank string value, trimmed', () => {
    expect(
      parseRuntimeConfig({
        apiBaseUrl: ' https://api.example.org/v1/api ',
        recaptchaSiteKey: 'site-key',
        productSiteUrl: '',
        welcomeVideoUrl: 42,
        __proto__: { apiBaseUrl: 'https://evil.example' },
        unknown: 'ignored',
      }),
    ).toEqual({ apiBaseUrl: 'https://api.example.org/v1/api', recaptchaSiteKey: 'site-key' });
  });

  it('reads nothing from a file that is not an object', () => {
    for (const value of [null, 'text', 7, undefined]) expect(parseRuntimeConfig(value)).toEqual({});
  });

  it('reads the file from the portal origin, without a cached copy', async () => {
    const fetcher = vi.fn(async () => Response.json({ apiBaseUrl: '/v1/api' }));
    await expect(readRuntimeConfig(fetcher)).resolves.toEqual({ apiBaseUrl: '/v1/api' });
    expect(fetcher).toHaveBeenCalledWith(
      RUNTIME_CONFIG_PATH,
      expect.objectContaining({ cache: 'no-cache' }),
    );
  });

  it('keeps the build defaults when the file is missing, broken or unreachable', async () => {
    const missing = vi.fn(async () => new Response('Not Found', { status: 404 }));
    const broken = vi.fn(async () => new Response('<html>', { status: 200 }));
    const unreachable = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    for (const fetcher of [missing, broken, unreachable])
      await expect(readRuntimeConfig(fetcher)).resolves.toEqual({});
  });
});
