import type { User } from '@flocksync/api-client';

/** Who the chat-support widget talks to. */
export interface ChatPerson {
  id: number;
  email: string;
  name: string;
  /** The identity hash from `/account/warnings` (`intercom_user_hash`). */
  userHash: string;
}

/**
 * The chat-support widget behind an interface: Intercom in production, a no-op in demo mode and
 * a recording one in tests, so no page knows which vendor answers.
 */
export interface ChatWidget {
  /** Shows the widget for a person (the vendor's script loads on the first call). */
  boot(appId: string, person: ChatPerson): void;
  /** Ends the conversation and hides the widget (logout, impersonation, leaving the shell). */
  shutdown(): void;
}

/** Demo mode and stories: nothing loads, nothing connects. */
export const noopChatWidget: ChatWidget = {
  boot: () => undefined,
  shutdown: () => undefined,
};

/** For tests: remembers every call instead of loading anything. */
export function createRecordingChatWidget() {
  const calls: (['boot', string, ChatPerson] | ['shutdown'])[] = [];
  const widget: ChatWidget = {
    boot: (appId, person) => void calls.push(['boot', appId, person]),
    shutdown: () => void calls.push(['shutdown']),
  };
  return { widget, calls };
}

export const INTERCOM_WIDGET_URL = 'https://widget.intercom.io/widget/';

type IntercomCommand = (command: string, options?: Record<string, unknown>) => void;

interface IntercomWindow {
  Intercom?: IntercomCommand & { q?: unknown[]; c?: (args: unknown) => void };
}

/**
 * Intercom's own loader, as its install snippet does it: a queue that takes commands until the
 * script has loaded, then the script from widget.intercom.io (loaded once).
 */
export function createIntercomWidget(win: Window = window, doc: Document = document): ChatWidget {
  const target = win as unknown as IntercomWindow;
  function ensureLoaded(appId: string) {
    if (target.Intercom) return;
    const queue: unknown[] = [];
    const stub = ((...args: unknown[]) => stub.c?.(args)) as NonNullable<
      IntercomWindow['Intercom']
    >;
    stub.q = queue;
    stub.c = (args) => void queue.push(args);
    target.Intercom = stub;
    const script = doc.createElement('script');
    script.async = true;
    script.src = `${INTERCOM_WIDGET_URL}${encodeURIComponent(appId)}`;
    doc.head.appendChild(script);
  }
  return {
    boot(appId, person) {
      ensureLoaded(appId);
      target.Intercom?.('boot', {
        app_id: appId,
        user_id: String(person.id),
        email: person.email,
        name: person.name,
        user_hash: person.userHash,
      });
    },
    shutdown() {
      target.Intercom?.('shutdown');
    },
  };
}

export interface ChatEligibilityInput {
  /** Demo mode (no real API): the widget never loads. */
  demo: boolean;
  user: Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'role'> | null;
  /** The admin's own copy while they act as `user`. */
  admin: unknown;
  /** `intercom_user_hash` from the warnings call. */
  userHash: string | null | undefined;
}

/**
 * Who may chat (spec part 1 "Shell and menus"): a signed-in non-admin, not impersonated, with a
 * hash from the warnings call, and never in demo mode. Null when the widget must not load.
 */
export function chatPerson({
  demo,
  user,
  admin,
  userHash,
}: ChatEligibilityInput): ChatPerson | null {
  if (demo || !user || admin || user.role === 1 || !userHash) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return { id: user.id, email: user.email, name, userHash };
}
