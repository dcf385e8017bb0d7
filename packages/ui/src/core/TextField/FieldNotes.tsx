import { DangerIcon } from '../Icon';
import { ErrorMessage, Hint } from './TextField.styles';

/**
 * The ids of a field's hint and error (from the field's own id) and the `aria-describedby` that
 * reads them, with any description the caller adds. One rule for every field: TextField, Select,
 * Combobox, TagPicker.
 */
export function fieldNoteIds(
  fieldId: string,
  { hint, error, describedBy }: { hint?: string; error?: string; describedBy?: string },
) {
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const descriptions = [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, descriptions };
}

/** What stands below a field: its hint, then its error with the danger icon. */
export function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: string;
  hintId?: string;
  error?: string;
  errorId?: string;
}) {
  return (
    <>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorMessage id={errorId}>
          <DangerIcon />
          {error}
        </ErrorMessage>
      ) : null}
    </>
  );
}
