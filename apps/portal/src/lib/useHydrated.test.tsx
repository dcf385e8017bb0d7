// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrated } from './useHydrated';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Depends on something only the browser knows (here: a flag the server never sees). */
function Notice({ browserSays }: { browserSays: boolean }) {
  const hydrated = useHydrated();
  return <p>{hydrated && browserSays ? 'expired' : 'plain'}</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('renders the server markup while hydrating, then the browser state, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Notice browserSays={false} />);
    document.body.append(container);
    expect(container.textContent).toBe('plain');
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Notice browserSays />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('expired');
  });

  it('is true at once when the app renders afresh', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useHydrated());
      return null;
    }
    await act(async () => {
      createRoot(container).render(<Probe />);
    });
    expect(seen).toEqual([true]);
  });
});
