// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  INTERCOM_WIDGET_URL,
  chatPerson,
  createIntercomWidget,
  type ChatEligibilityInput,
} from './ChatWidget';

const user = {
  id: 7,
  email: 'ann@church.org',
  firstName: 'Ann',
  lastName: 'Lee',
  role: 2 as const,
};
const admin = { ...user, id: 1, role: 1 as const };
const eligible: ChatEligibilityInput = { demo: false, user, admin: null, userHash: 'h-123' };

describe('chatPerson', () => {
  it.each<[string, ChatEligibilityInput, boolean]>([
    ['a non-admin user with a hash', eligible, true],
    ['demo mode', { ...eligible, demo: true }, false],
    ['an admin', { ...eligible, user: admin }, false],
    ['an admin acting as the user', { ...eligible, admin }, false],
    ['no hash from the warnings call', { ...eligible, userHash: null }, false],
    ['an empty hash', { ...eligible, userHash: '' }, false],
    ['nobody signed in', { ...eligible, user: null }, false],
  ])('%s: %s', (_name, input, loads) => {
    expect(chatPerson(input) !== null).toBe(loads);
  });

  it('names the person by first and last name, else by email', () => {
    expect(chatPerson(eligible)).toEqual({
      id: 7,
      email: 'ann@church.org',
      name: 'Ann Lee',
      userHash: 'h-123',
    });
    expect(chatPerson({ ...eligible, user: { ...user, firstName: '', lastName: '' } })?.name).toBe(
      'ann@church.org',
    );
  });
});

describe('createIntercomWidget', () => {
  it('loads the script once, queues boot with the identity, and shuts down', () => {
    const widget = createIntercomWidget(window, document);
    const person = { id: 7, email: 'ann@church.org', name: 'Ann Lee', userHash: 'h-123' };
    widget.boot('app 1', person);
    widget.boot('app 1', person);
    const scripts = document.head.querySelectorAll(`script[src^="${INTERCOM_WIDGET_URL}"]`);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(`${INTERCOM_WIDGET_URL}app%201`);
    widget.shutdown();
    const queue = (window as unknown as { Intercom: { q: unknown[][] } }).Intercom.q;
    expect(queue[0]).toEqual([
      'boot',
      {
        app_id: 'app 1',
        user_id: '7',
        email: 'ann@church.org',
        name: 'Ann Lee',
        user_hash: 'h-123',
      },
    ]);
    expect(queue.at(-1)).toEqual(['shutdown']);
  });
});
