import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { Alert, type AlertVariant } from '../Alert';
import { Button } from '../Button';

/** Spec part 1 section 9: snackbars hide after 6000 ms; authorize and purchase results stay ~20 s. */
export const SNACKBAR_AUTO_HIDE_MS = 6000;
export const SNACKBAR_LONG_MS = 20_000;

export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';

export interface SnackbarOptions {
  /** Text, or rich content such as a sanitised server message. */
  message: ReactNode;
  severity?: SnackbarSeverity;
  /** Default 6000 ms; `SNACKBAR_LONG_MS` for authorize and purchase results. */
  durationMs?: number;
  /** One action, e.g. "Click Here to Sync New Pairs". */
  action?: { label: string; onClick: () => void };
}

interface Shown extends SnackbarOptions {
  id: number;
}

export interface SnackbarApi {
  show(options: SnackbarOptions): void;
  dismiss(): void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

const variants: Record<SnackbarSeverity, AlertVariant> = {
  success: 'success',
  info: 'info',
  warning: 'warning',
  error: 'danger',
};

/**
 * The portal's one snackbar system: one message at a time, queued, auto-hidden after its
 * duration. The timer pauses while the pointer or focus is on it (WCAG 2.2.1) and Escape closes
 * it. Errors are announced as alerts, everything else as status.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  // One system per page: a provider inside another (a story inside the portal's providers)
  // hands its children the outer one, so there is never a second "Notifications" region.
  const outer = useContext(SnackbarContext);
  const [queue, setQueue] = useState<Shown[]>([]);
  const nextId = useRef(1);
  const current = queue[0];

  const dismiss = useCallback(() => setQueue((items) => items.slice(1)), []);
  const show = useCallback((options: SnackbarOptions) => {
    const id = nextId.current++;
    setQueue((items) => [...items, { ...options, id }]);
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  if (outer) return children;

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <Region aria-label="Notifications">
        {current ? <SnackbarItem key={current.id} item={current} onClose={dismiss} /> : null}
      </Region>
    </SnackbarContext.Provider>
  );
}

/** Whether something other than the snackbar answers this Escape. */
function escapeIsTaken(event: KeyboardEvent): boolean {
  const doc = event.target instanceof Node ? (event.target.ownerDocument ?? document) : document;
  if (doc.querySelector('[aria-modal="true"], dialog[open]')) return true;
  const target = event.target instanceof Element ? event.target : null;
  return !!target?.closest('[role="menu"], [role="listbox"], [aria-expanded="true"]');
}

function SnackbarItem({ item, onClose }: { item: Shown; onClose: () => void }) {
  const [paused, setPaused] = useState(false);
  const duration = item.durationMs ?? SNACKBAR_AUTO_HIDE_MS;

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(onClose, duration);
    return () => clearTimeout(timer);
  }, [paused, duration, onClose]);

  useEffect(() => {
    // Escape closes the snackbar only when nothing else takes it: a dialog open on the page
    // (which closes, or must be answered), or an open menu or list around the focus. That is
    // decided as the key goes down (capture), before a dialog's own handler removes it from
    // the page; the snackbar closes as the key comes back up (bubble), unless a handler on the
    // way said it was handled (`preventDefault`).
    const taken = new WeakSet<Event>();
    const onCapture = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && escapeIsTaken(event)) taken.add(event);
    };
    const onBubble = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !taken.has(event) && !event.defaultPrevented) onClose();
    };
    window.addEventListener('keydown', onCapture, true);
    window.addEventListener('keydown', onBubble);
    return () => {
      window.removeEventListener('keydown', onCapture, true);
      window.removeEventListener('keydown', onBubble);
    };
  }, [onClose]);

  const severity = item.severity ?? 'info';
  return (
    <Item
      data-severity={severity}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Alert variant={variants[severity]} onDismiss={onClose}>
        <Content>
          <span>{item.message}</span>
          {item.action ? (
            <Button
              size="small"
              variant="secondary"
              onClick={() => {
                item.action?.onClick();
                onClose();
              }}
            >
              {item.action.label}
            </Button>
          ) : null}
        </Content>
      </Alert>
    </Item>
  );
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar is used outside SnackbarProvider');
  return api;
}

const Region = styled.section`
  position: fixed;
  inset-inline: 0;
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  justify-content: center;
  padding-inline: ${({ theme }) => theme.space[4]};
  pointer-events: none;
`;

const Item = styled.div`
  pointer-events: auto;
  width: min(100%, 560px);
  box-shadow: ${({ theme }) => theme.shadow.large};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background.default};
`;

const Content = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
`;
