import { describe, expect, it, vi } from 'vitest';
import type { User } from '@flocksync/api-client';
import { demoUser } from '@flocksync/sandbox';
import { createMemoryStorage, createSessionStore, ROOT_KEY, TOKEN_KEY } from './session';

const user: User = { ...demoUser('ready@demo.church'), apiKey: 'key-2' };

describe('session store', () => {
  it('stores the token and the user under root, and reads them back', () => {
    const storage = createMemoryStorage();
    createSessionStore(storage).signIn(user);
    expect(storage.getItem(TOKEN_KEY)).toBe('key-2');
    expect(JSON.parse(storage.getItem(ROOT_KEY) ?? '')).toEqual({ user, admin: null });
    expect(createSessionStore(storage).getSnapshot()).toEqual({
      token: 'key-2',
      user,
      admin: null,
    });
  });

  it('signOut clears local storage and notifies subscribers', () => {
    const storage = createMemoryStorage({ sidebar: 'true' });
    const store = createSessionStore(storage);
    store.signIn(user);
    const listener = vi.fn();
    store.subscribe(listener);
    store.signOut();
    expect(storage.length).toBe(0);
    expect(store.getSnapshot()).toEqual({ token: null, user: null, admin: null });
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

  it('refresh replaces the user and takes the returned key as the token', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    store.signIn(user);
    store.refresh({ ...user, apiKey: 'rotated', firstName: 'Dan' });
    expect(storage.getItem(TOKEN_KEY)).toBe('rotated');
    expect(store.getSnapshot().user?.firstName).toBe('Dan');
  });

  it('an admin acts as a user and returns to their own copy, which survives a reload', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    const admin = demoUser('admin@demo.church');
    store.signIn(admin);
    store.impersonate(user);
    expect(store.getSnapshot()).toMatchObject({
      token: 'key-2',
      user: { email: user.email },
      admin: { email: admin.email },
    });
    const reloaded = createSessionStore(storage);
    expect(reloaded.getSnapshot().admin?.email).toBe(admin.email);
    reloaded.returnToAdmin();
    expect(reloaded.getSnapshot()).toEqual({ token: admin.apiKey, user: admin, admin: null });
  });

  it('only an admin can act as someone else', () => {
    const store = createSessionStore(createMemoryStorage());
    store.signIn(user);
    store.impersonate(demoUser('setup@demo.church'));
    expect(store.getSnapshot().user?.email).toBe(user.email);
  });
});
