// @vitest-environment jsdom
import { act, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ACTIONS, replayEarlyActions, takeEarlyActions } from './earlyActions';
import { useForm } from './useForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A prerendered form (ADR 030): what it sends is what its state holds. */
function Login({ onSend }: { onSend: (values: { email: string; password: string }) => void }) {
  const form = useForm({ email: '', password: '' });
  const { ref: emailRef, ...email } = form.field('email');
  const { ref: passwordRef, ...password } = form.field('password');
  return (
    <form
      method="dialog"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSend(form.values);
      }}
    >
      <input aria-label="Email" ref={emailRef} {...email} />
      <input aria-label="Password" ref={passwordRef} {...password} />
      <button type="submit">Login</button>
    </form>
  );
}

/** The server's HTML in a container, typed into (and maybe sent) before the app is there. */
function prerendered(typed: { email: string; password: string }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Login onSend={() => undefined} />);
  document.body.append(container);
  const [email, password] = container.querySelectorAll('input');
  email!.value = typed.email;
  password!.value = typed.password;
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[EARLY_ACTIONS];
  vi.useRealTimers();
});

describe('a prerendered form used before the app takes it over', () => {
  it('keeps what was typed: hydrating hands it to the form state', async () => {
    const container = prerendered({ email: 'ready@demo.church', password: 'demo1234' });
    const onSend = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Login onSend={onSend} />);
    });
    act(() => container.querySelector('form')!.requestSubmit());
    expect(onSend).toHaveBeenCalledWith({ email: 'ready@demo.church', password: 'demo1234' });
  });

  it('sends a form sent early once, after hydration, with what was typed', async () => {
    vi.useFakeTimers();
    const container = prerendered({ email: 'ready@demo.church', password: 'demo1234' });
    const noted = window as unknown as Record<string, unknown>;
    noted[EARLY_ACTIONS] = [container.querySelector('form')];
    const actions = takeEarlyActions();
    // Taken: the loader notes nothing more.
    expect(noted[EARLY_ACTIONS]).toBeNull();
    expect(takeEarlyActions()).toEqual([]);
    const onSend = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Login onSend={onSend} />);
    });
    replayEarlyActions(actions);
    expect(onSend).not.toHaveBeenCalled();
    act(() => vi.runAllTimers());
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ email: 'ready@demo.church', password: 'demo1234' });
  });

  it('presses buttons and sends forms in the order they were done, one at a time', () => {
    vi.useFakeTimers();
    const done: string[] = [];
    const form = document.createElement('form');
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      done.push('sent');
    });
    const button = document.createElement('button');
    button.type = 'button';
    button.addEventListener('click', () => done.push('pressed'));
    const gone = document.createElement('button');
    gone.addEventListener('click', () => done.push('gone pressed'));
    document.body.append(form, button);
    replayEarlyActions([button, gone, form]);
    vi.advanceTimersToNextTimer();
    expect(done).toEqual(['pressed']);
    vi.runAllTimers();
    // A button no longer on the page is not pressed.
    expect(done).toEqual(['pressed', 'sent']);
  });

  it('does nothing when nothing was noted, or after its cleanup', () => {
    vi.useFakeTimers();
    expect(takeEarlyActions()).toEqual([]);
    const button = document.createElement('button');
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    document.body.append(button);
    replayEarlyActions([button])();
    vi.runAllTimers();
    expect(pressed).not.toHaveBeenCalled();
  });
});
