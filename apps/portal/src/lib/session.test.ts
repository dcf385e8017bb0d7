import { describe, expect, it, vi } from 'vitest';
import type { User } from '@flocksync/api-client';
import { demoUser } from '@flocksync/api-client/sandbox';
import { createMemoryStorage, createSessionStore, ROOT_KEY, TOKEN_KEY } from './session';

const user: User = { ...demoUser('ready@demo.church'), apiKey: 'key-2' };

describe('session store', () => {
  it('stores the token and the user under root, and reads them back', () => {
    const storage = createMemoryStorage();
    createSessionStore(storage).signIn(user);
    expect(storage.getItem(TOKEN_KEY)).toBe('key-2');
    expect(JSON.parse(storage.getItem(ROOT_KEY) ?? '')).toEqual({ user });
    expect(createSessionStore(storage).getSnapshot()).toEqual({ token: 'key-2', user });
  });

  it('signOut clears local storage and notifies subscribers', () => {
    const storage = createMemoryStorage({ sidebar: 'true' });
    const store = createSessionStore(storage);
    store.signIn(user);
    const listener = vi.fn();
    store.subscribe(listener);
    store.signOut();
    expect(storage.length).toBe(0);
    expect(store.getSnapshot()).toEqual({ token: null, user: null });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('treats corrupt or half-written storage as signed out', () => {
    expect(
      createSessionStore(createMemoryStorage({ token: 'k', root: '{oops' })).getSnapshot().token,
    ).toBeNull();
    expect(createSessionStore(createMemoryStorage({ token: 'k' })).getSnapshot().token).toBeNull();
  });

  it('follows a logout made in another tab', () => {
    const storage = createMemoryStorage();
    const target = new EventTarget();
    const store = createSessionStore(storage, target as unknown as Window);
    store.signIn(user);
    const listener = vi.fn();
    store.subscribe(listener);
    storage.clear(); // the other tab cleared the shared storage
    target.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    expect(store.getSnapshot().token).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
