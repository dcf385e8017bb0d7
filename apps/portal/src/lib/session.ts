import type { User } from '@flocksync/api-client';

/**
 * The one module that owns the stored key (quality bar: "Tokens"). The spec keeps the token
 * and user in local storage: `token` holds the API key, `root` the persisted user state (the
 * user, and while an admin acts as someone, the admin's own copy).
 */
export const TOKEN_KEY = 'token';
export const ROOT_KEY = 'root';

export interface SessionState {
  token: string | null;
  user: User | null;
  /** The admin's own record while they act as another user ("Return to Admin" restores it). */
  admin: User | null;
}

export interface SessionStore {
  getSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  signIn(user: User): void;
  /** Fresh account details: the user is replaced and the token becomes the returned key. */
  refresh(user: User): void;
  /** Admin impersonation: saves the admin's copy, swaps the target in. */
  impersonate(target: User): void;
  /** Restores the admin's copy. */
  returnToAdmin(): void;
  /** Clears local storage and all state (logout, 401, another tab logging out). */
  signOut(): void;
}

const SIGNED_OUT: SessionState = { token: null, user: null, admin: null };

interface Root {
  user?: User;
  admin?: User | null;
}

function readState(storage: Storage): SessionState {
  const token = storage.getItem(TOKEN_KEY);
  let root: Root | null = null;
  try {
    root = JSON.parse(storage.getItem(ROOT_KEY) ?? 'null') as Root | null;
  } catch {
    root = null;
  }
  const user = root?.user ?? null;
  return token && user ? { token, user, admin: root?.admin ?? null } : SIGNED_OUT;
}

export function createSessionStore(
  storage: Storage,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = null,
): SessionStore {
  let state = readState(storage);
  const listeners = new Set<() => void>();

  const write = (next: SessionState) => {
    state = next;
    if (next.token && next.user) {
      storage.setItem(TOKEN_KEY, next.token);
      storage.setItem(
        ROOT_KEY,
        JSON.stringify({ user: next.user, admin: next.admin } satisfies Root),
      );
    }
    listeners.forEach((listener) => listener());
  };

  // A logout (or login) in another tab changes storage there; follow it here.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== TOKEN_KEY && event.key !== ROOT_KEY) return;
    const next = readState(storage);
    if (next.token !== state.token || next.user?.id !== state.user?.id) {
      state = next;
      listeners.forEach((listener) => listener());
    }
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      if (listeners.size === 0) target?.addEventListener('storage', onStorage as EventListener);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0)
          target?.removeEventListener('storage', onStorage as EventListener);
      };
    },
    signIn: (user) => write({ token: user.apiKey, user, admin: null }),
    refresh: (user) => write({ ...state, token: user.apiKey, user }),
    impersonate(target) {
      if (state.user?.role !== 1 || !state.token) return;
      write({ token: target.apiKey, user: target, admin: state.admin ?? state.user });
    },
    returnToAdmin() {
      if (!state.admin) return;
      write({ token: state.admin.apiKey, user: state.admin, admin: null });
    },
    signOut() {
      storage.clear();
      state = SIGNED_OUT;
      listeners.forEach((listener) => listener());
    },
  };
}

/** A Storage kept in memory, for stories and tests. */
export function createMemoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => Array.from(map.keys())[index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}
