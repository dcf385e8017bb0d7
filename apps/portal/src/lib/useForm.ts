import { isTooLong, limitOf, tooLongMessage } from '@flocksync/api-client';
import { useCallback, useState } from 'react';

export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** The too-long message for a field whose value is over its wire limit (`FIELD_LIMITS`). */
export function lengthError(name: string, value: string): string | undefined {
  const limit = limitOf(name);
  return limit !== undefined && isTooLong(value, limit) ? tooLongMessage(limit) : undefined;
}

/**
 * The values and field errors of a small form. `field(name)` gives the props a TextField needs;
 * typing in a field clears its error, unless the value is now longer than the field's limit,
 * which is said at once (and again on sending). What was typed is kept whatever the server
 * answers.
 */
export function useForm<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});

  const setValue = useCallback((name: F, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: lengthError(name, value) }));
  }, []);

  // A prerendered form can be typed in before the app takes it over (ADR 030); hydrating keeps
  // the text on screen but not in state. Each field's input, once attached, hands over what it
  // holds (after a client render it holds the state's value, and nothing changes).
  const [adopters] = useState(() => new Map<F, (input: HTMLInputElement | null) => void>());
  const adopt = (name: F) => {
    let ref = adopters.get(name);
    if (!ref) {
      ref = (input) => {
        const typed = input?.value;
        if (typed === undefined) return;
        setValues((current) => (current[name] === typed ? current : { ...current, [name]: typed }));
      };
      adopters.set(name, ref);
    }
    return ref;
  };

  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
    ref: adopt(name),
  });

  /** Shows `found` and says whether the form may be sent. */
  const accept = (found: FormErrors<F>) => {
    for (const name of Object.keys(values) as F[]) {
      found = { ...found, [name]: found[name] ?? lengthError(name, values[name]) };
    }
    setErrors(found);
    return Object.values(found).every((message) => !message);
  };

  return { values, setValues, errors, setErrors, setValue, field, accept };
}
