/**
 * Pins the exact bodies the client sends for the calls whose shape is easiest to get wrong
 * (spec part 1 and part 2, section 7). Each expectation is the ordered list of form pairs, as
 * a PHP-style server reads them; the API key is always last.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from './client';

const BASE = 'http://api.test/v1/api';
const server = setupServer();
let lastBody = '';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseUrl: BASE, getApiKey: () => 'KEY' });

function respondOk() {
  server.use(
    http.post(`${BASE}/*`, async ({ request }) => {
      lastBody = await request.text();
      return HttpResponse.json({ status: 1, message: 'ok', data: {} });
    }),
  );
}

const sentPairs = () => Array.from(new URLSearchParams(lastBody).entries());

describe('wire format', () => {
  it('/sync-pair/save-ccb-mc-multiple: a group pair with interest params and a tags pair', async () => {
    respondOk();
    await api.call('/sync-pair/save-ccb-mc-multiple', {
      syncType: [0, 1],
      mailchimpListId: ['list-a', 'list-b'],
      id: [0, 0],
      type: ['group', 'search'],
      campusId: [3, 0],
      ccbGroupId: [41, 7],
      params: [
        { interestCategoryId: 'cat-1', interestId: 'int-9' },
        { tags: ['Youth', 'Volunteers'].join(',') },
      ],
    });
    expect(sentPairs()).toEqual([
      ['syncType[]', '0'],
      ['syncType[]', '1'],
      ['mailchimpListId[]', 'list-a'],
      ['mailchimpListId[]', 'list-b'],
      ['id[]', '0'],
      ['id[]', '0'],
      ['type[]', 'group'],
      ['type[]', 'search'],
      ['campusId[]', '3'],
      ['campusId[]', '0'],
      ['ccbGroupId[]', '41'],
      ['ccbGroupId[]', '7'],
      ['params[0][interestCategoryId]', 'cat-1'],
      ['params[0][interestId]', 'int-9'],
      ['params[1][tags]', 'Youth,Volunteers'],
      ['apiKey', 'KEY'],
    ]);
    expect(lastBody).toContain('params%5B1%5D%5Btags%5D=Youth%2CVolunteers');
  });

  it('/sync-pair/save-mc-to-ccb-multiple: toggling inactive removal sends params[0] only', async () => {
    respondOk();
    await api.call('/sync-pair/save-mc-to-ccb-multiple', {
      params: [
        {
          mcListId: 'list-a',
          id: 12,
          isMcToCcbDisableInactiveRemove: 1,
          syncType: 0,
          campusId: 3,
          ccbGroupId: 41,
          interestCategoryId: 'cat-1',
          interestId: 'int-9',
        },
      ],
    });
    expect(sentPairs()).toEqual([
      ['params[0][mcListId]', 'list-a'],
      ['params[0][id]', '12'],
      ['params[0][isMcToCcbDisableInactiveRemove]', '1'],
      ['params[0][syncType]', '0'],
      ['params[0][campusId]', '3'],
      ['params[0][ccbGroupId]', '41'],
      ['params[0][interestCategoryId]', 'cat-1'],
      ['params[0][interestId]', 'int-9'],
      ['apiKey', 'KEY'],
    ]);
  });

  it('/tools/primary-contacts: filters as filter[name]', async () => {
    respondOk();
    await api.call('/tools/primary-contacts', {
      page: 2,
      filter: { firstName: 'Ann', lastName: '', email: 'ann@', showDuplicateOnly: 1 },
    });
    expect(sentPairs()).toEqual([
      ['page', '2'],
      ['filter[firstName]', 'Ann'],
      ['filter[lastName]', ''],
      ['filter[email]', 'ann@'],
      ['filter[showDuplicateOnly]', '1'],
      ['apiKey', 'KEY'],
    ]);
  });

  it('/tools/save-header-mappings: params[mapping][code], blank when unmapped', async () => {
    respondOk();
    await api.call('/tools/save-header-mappings', {
      params: { mapping: { MOBILE_PHONE: 'PHONE', ADDRESS: 'ADDRESS', BIRTHDAY: '' } },
      default_address_type: 'home',
    });
    expect(sentPairs()).toEqual([
      ['params[mapping][MOBILE_PHONE]', 'PHONE'],
      ['params[mapping][ADDRESS]', 'ADDRESS'],
      ['params[mapping][BIRTHDAY]', ''],
      ['default_address_type', 'home'],
      ['apiKey', 'KEY'],
    ]);
  });

  it('/tools/save-member-settings: the four membership flags as 0/1', async () => {
    respondOk();
    await api.call('/tools/save-member-settings', {
      isIncludeJoinGroup: 0,
      isIncludeLeads: 1,
      isIncludeMember: 1,
      isIncludeInvitedToGroup: 0,
    });
    expect(lastBody).toBe(
      'isIncludeJoinGroup=0&isIncludeLeads=1&isIncludeMember=1&isIncludeInvitedToGroup=0&apiKey=KEY',
    );
  });

  it('/billing/purchase-plan: with and without a coupon', async () => {
    respondOk();
    await api.call('/billing/purchase-plan', { packageId: 3, isYearly: 1, cardType: 'current' });
    expect(lastBody).toBe('packageId=3&isYearly=1&cardType=current&apiKey=KEY');
    await api.call('/billing/purchase-plan', {
      packageId: 2,
      isYearly: 0,
      cardType: 'current',
      couponCode: 'EASTER25',
    });
    expect(lastBody).toBe('packageId=2&isYearly=0&cardType=current&couponCode=EASTER25&apiKey=KEY');
  });

  it('/admin/pending-users: empty filters are sent blank', async () => {
    respondOk();
    await api.call('/admin/pending-users', {
      page: 1,
      firstName: '',
      lastName: '',
      email: '',
      ccbAccount: '',
    });
    expect(lastBody).toBe('page=1&firstName=&lastName=&email=&ccbAccount=&apiKey=KEY');
  });

  it('public calls carry no API key', async () => {
    respondOk();
    await api.call('/user/reset-password', { email: 'a@b.c' });
    expect(lastBody).toBe('email=a%40b.c');
  });
});
