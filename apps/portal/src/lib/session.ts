import type { User } from '@flocksync/api-client';

/**
 * The one module that owns the stored key (quality bar: "Tokens"). The spec keeps the token
 * and user in local storage: `token` holds the API key, `root` the persisted user state.
 */
export const TOKEN_KEY = 'token';
export const ROOT_KEY = 'root';

export interface SessionState {
  token: string | null;
  user: User | null;
}

export interface SessionStore {
  getSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  signIn(user: User): void;
  /** Clears local storage and all state (logout, 401, another tab logging out). */
  signOut(): void;
}

function readState(storage: Storage): SessionState {
  const token = storage.getItem(TOKEN_KEY);
  let user: User | null = null;
  try {
    const root = JSON.parse(storage.getItem(ROOT_KEY) ?? 'null') as { user?: User } | null;
    user = root?.user ?? null;
  } catch {
    user = null;
  }
  return token && user ? { token, user } : { token: null, user: null };
}

export function createSessionStore(
  storage: Storage,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = null,
): SessionStore {
  let state = readState(storage);
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  // A logout (or login) in another tab changes storage there; follow it here.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== TOKEN_KEY && event.key !== ROOT_KEY) return;
    const next = readState(storage);
    if (next.token !== state.token || next.user?.id !== state.user?.id) {
      state = next;
      emit();
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
    signIn(user) {
      storage.setItem(TOKEN_KEY, user.apiKey);
      storage.setItem(ROOT_KEY, JSON.stringify({ user }));
      state = { token: user.apiKey, user };
      emit();
    },
    signOut() {
      storage.clear();
      state = { token: null, user: null };
      emit();
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
