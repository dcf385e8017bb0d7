import { useId } from 'react';
import styled from 'styled-components';
import { Alert } from '../../core/Alert';
import { RadioGroup } from '../../core/RadioGroup';
import { TEXT_LIMITS } from '../../core/limits';
import { TextField } from '../../core/TextField';
import { StepHeading } from '../shared/Choice';
import { conflictTexts } from '../texts';
import type { ContactField, ContactValues, ContactView, FieldChoice, MatchView } from '../types';

export const CONTACT_FIELD_KEYS: readonly ContactField[] = ['firstName', 'lastName', 'email'];

export interface FieldChoicesProps {
  /** Merge with the chosen match (a radio per field), or create a new contact (typed values). */
  mode: 'merge' | 'create';
  /** The held contact. */
  current: ContactView;
  /** The chosen match (merge mode). */
  match?: MatchView | null;
  /** Per field: 0 the current contact's value, 1 the match's (merge mode). */
  choices: Record<ContactField, FieldChoice>;
  onChoose: (field: ContactField, choice: FieldChoice) => void;
  /** The typed values (create mode). */
  draft: ContactValues;
  onType: (field: ContactField, value: string) => void;
  /** What Merge will save: follows every choice and keystroke. */
  preview: ContactValues;
  /** Merge was pressed with an empty first name, last name or email. */
  fieldsEmpty?: boolean;
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Value = styled.span`
  overflow-wrap: anywhere;
`;

const Source = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.text.muted};
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;

const Preview = styled.section`
  align-self: start;
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.medium};
  background-color: ${({ theme }) => theme.color.background.subtle};

  h4 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.md};
  }

  dl {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
  }

  dt {
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.text.muted};
  }

  dd {
    margin: 0;
    min-height: 1.5em;
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    overflow-wrap: anywhere;
  }
`;

const ErrorSlot = styled.div`
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const t = conflictTexts.merge;

/**
 * Step 4: one choice per field between the held contact's value (0) and the match's (1), or
 * the new contact's values typed in; the preview shows what Merge will save.
 */
export function FieldChoices({
  mode,
  current,
  match,
  choices,
  onChoose,
  draft,
  onType,
  preview,
  fieldsEmpty = false,
}: FieldChoicesProps) {
  const previewId = useId();
  const labels = conflictTexts.fields;
  const shown = (value: string) => value || t.empty;
  return (
    <div>
      <StepHeading>
        {mode === 'create' ? conflictTexts.headings.create : conflictTexts.headings.mergeWith}
      </StepHeading>
      {fieldsEmpty ? (
        <ErrorSlot>
          <Alert variant="danger">{conflictTexts.fieldsEmpty}</Alert>
        </ErrorSlot>
      ) : null}
      <Layout>
        <Fields>
          {CONTACT_FIELD_KEYS.map((field) =>
            mode === 'create' ? (
              <TextField
                key={field}
                label={labels[field]}
                type={field === 'email' ? 'email' : 'text'}
                autoComplete="off"
                required
                block
                // The contact's names and email stop where the API stops (FIELD_LIMITS).
                maxLength={TEXT_LIMITS[field]}
                value={draft[field]}
                aria-invalid={fieldsEmpty && draft[field].trim() === '' ? true : undefined}
                onChange={(event) => onType(field, event.target.value)}
              />
            ) : (
              <RadioGroup
                key={field}
                label={labels[field]}
                orientation="horizontal"
                value={String(choices[field])}
                onChange={(value) => onChoose(field, value === '1' ? 1 : 0)}
                options={[
                  {
                    value: '0',
                    label: (
                      <>
                        <Source>{t.current}</Source>
                        <Value>{shown(current[field])}</Value>
                      </>
                    ),
                  },
                  {
                    value: '1',
                    label: (
                      <>
                        <Source>{t.match}</Source>
                        <Value>{shown(match?.[field] ?? '')}</Value>
                      </>
                    ),
                  },
                ]}
              />
            ),
          )}
        </Fields>
        <Preview aria-labelledby={previewId}>
          <h4 id={previewId}>{t.preview}</h4>
          <dl aria-live="polite">
            {CONTACT_FIELD_KEYS.map((field) => (
              <div key={field}>
                <dt>{labels[field]}</dt>
                <dd>{preview[field]}</dd>
              </div>
            ))}
          </dl>
        </Preview>
      </Layout>
    </div>
  );
}
