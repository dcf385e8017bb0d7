import { useCallback, useState } from 'react';

export type FormErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The values and field errors of a small form. `field(name)` gives the props a TextField needs;
 * typing in a field clears its error. What was typed is kept whatever the server answers.
 */
export function useForm<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});

  const setValue = useCallback((name: F, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }, []);

  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
  });

  /** Shows `found` and says whether the form may be sent. */
  const accept = (found: FormErrors<F>) => {
    setErrors(found);
    return Object.values(found).every((message) => !message);
  };

  return { values, setValues, errors, setErrors, setValue, field, accept };
}
