import { createContext, useContext, useEffect } from 'react';
import { isAbortError } from '@flocksync/api-client';
import { isDemo } from '@/lib/config';
import { useApi, useSession } from '@/lib/providers';
import { chatPerson, createIntercomWidget, noopChatWidget, type ChatWidget } from './ChatWidget';

let intercom: ChatWidget | undefined;

/** The widget the portal uses: Intercom in production, nothing in demo mode. */
function defaultWidget(): ChatWidget {
  if (isDemo) return noopChatWidget;
  intercom ??= createIntercomWidget();
  return intercom;
}

/**
 * Lets a test or story put another widget in place (e.g. a recording one). Such a widget loads
 * nothing real, so it is booted in demo mode too.
 */
export const ChatWidgetContext = createContext<ChatWidget | null>(null);

/**
 * Loads the chat-support widget for a non-admin, non-impersonated user with a hash from the
 * warnings call, with the app id from `/config/intercom-app-id`; never in demo mode. It shuts
 * down when that stops being true (logout, impersonation) or the shell goes away. A widget put in
 * place through `ChatWidgetContext` is booted in demo mode as well.
 */
export function useChatSupport(userHash: string | null | undefined) {
  const api = useApi();
  const { user, admin } = useSession();
  const provided = useContext(ChatWidgetContext);
  const person = chatPerson({ demo: isDemo && !provided, user, admin, userHash });
  const key = person ? JSON.stringify(person) : null;

  useEffect(() => {
    if (!key) return;
    const widget = provided ?? defaultWidget();
    const who = JSON.parse(key) as NonNullable<typeof person>;
    const controller = new AbortController();
    let booted = false;
    api
      .call('/config/intercom-app-id', {}, { signal: controller.signal })
      .then(({ data }) => {
        if (!data.appId) return;
        widget.boot(data.appId, who);
        booted = true;
      })
      .catch((error: unknown) => {
        if (!isAbortError(error)) console.warn('Chat support unavailable', error);
      });
    return () => {
      controller.abort();
      if (booted) widget.shutdown();
    };
  }, [api, key, provided]);
}
