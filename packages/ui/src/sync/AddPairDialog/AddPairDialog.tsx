import { useId } from 'react';
import styled from 'styled-components';
import { Alert } from '../../core/Alert';
import { Button } from '../../core/Button';
import { Dialog } from '../../core/Dialog';
import type { SyncDirection } from '../PairTable/pairs';
import { RadioGroup } from '../../core/RadioGroup';
import { SegmentedControl } from '../../core/SegmentedControl';
import { Combobox } from '../../core/Combobox';
import type { SelectOption } from '../../core/Select';
import { TagPicker } from '../../core/TagPicker';
import { addPairTexts } from './texts';
import { groupSavedSearches, type SavedSearchOption } from '../texts';

/** What the person has chosen; select values are ids as strings, `''` for none. */
export interface PairFormValues {
  /** Campuses or Saved Searches (CCB to MC only). */
  ccbSource: 'campus' | 'savedSearch';
  /** Groups or Process Queues (CCB to MC only). */
  ccbTarget: 'group' | 'processQueue';
  campusId: string;
  /** The group, or the process queue in Process Queues. */
  groupId: string;
  searchId: string;
  /** The Mailchimp audience. */
  listId: string;
  /** An interest group or tags. */
  mcTarget: 'group' | 'tags';
  /** 'Sync to Existing Group' or 'Create a new Group' / 'Create a Duplicate Group'. */
  groupMode: 'existing' | 'new';
  /** The existing interest group. */
  interestId: string;
  tags: readonly string[];
}

export type PairFormField = keyof PairFormValues;

export interface PairFormOptions {
  campuses: readonly SelectOption[];
  groups: readonly SelectOption[];
  processQueues: readonly SelectOption[];
  /** Grouped into 'New Advanced Searches' and 'Classic Searches'. */
  savedSearches: readonly SavedSearchOption[];
  audiences: readonly SelectOption[];
  interestGroups: readonly SelectOption[];
  tags: readonly string[];
}

export type PairFormLoading = Partial<Record<keyof PairFormOptions, boolean>>;

/** Field errors; the spec's texts are in `addPairTexts.validation`. */
export type PairFormErrors = Partial<Record<'campus' | 'group' | 'audience' | 'target', string>>;

export interface AddPairDialogProps {
  open: boolean;
  /** 'Add New Sync Pairs' or, editing, 'Save Sync Pair'. */
  mode: 'add' | 'edit';
  direction: SyncDirection;
  values: PairFormValues;
  options: PairFormOptions;
  loading?: PairFormLoading;
  errors?: PairFormErrors;
  /** /sync/has-search-permission: without it the Saved Searches choice is disabled. */
  canUseSavedSearches: boolean;
  /** Process queues are disabled while v2_pq_warning is 0. */
  canUseProcessQueues: boolean;
  /** Why process queues are unavailable (a default is given). */
  processQueuesReason?: string;
  /** The name the new Mailchimp group gets (suffixed '- Copy' when it exists). */
  newGroupName?: string;
  /** The group name exists already: 'Create a Duplicate Group' instead of 'Create a new Group'. */
  newGroupDuplicate?: boolean;
  /** The plan or per-list limit: a red alert for an error, otherwise an informational note. */
  limit?: { message: string; variant?: 'danger' | 'info' };
  /** A failed save (the server's message). */
  error?: string;
  /** Saving: the Save button spins and ignores presses. */
  saving?: boolean;
  onChange: <K extends PairFormField>(field: K, value: PairFormValues[K]) => void;
  /** A new tag from the tag picker's search text. */
  onCreateTag: (name: string) => void;
  onSave: () => void;
  /** Cancel, the close button and Escape (the page may ask to confirm unsaved content). */
  onClose: () => void;
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Section = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Notices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  &:empty {
    display: none;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const placeholderOf = (loading: boolean | undefined, text: string) =>
  loading ? addPairTexts.placeholders.loading : text;

/**
 * The add / edit pair dialog, presentational: the pair editor machine in the portal owns the
 * values, options, loading flags and errors, and hears every change through `onChange`. Later
 * choices stay disabled until the ones they depend on are made.
 */
export function AddPairDialog({
  open,
  mode,
  direction,
  values,
  options,
  loading = {},
  errors = {},
  canUseSavedSearches,
  canUseProcessQueues,
  processQueuesReason = addPairTexts.ccbTarget.processQueuesPending,
  newGroupName,
  newGroupDuplicate = false,
  limit,
  error,
  saving = false,
  onChange,
  onCreateTag,
  onSave,
  onClose,
}: AddPairDialogProps) {
  const formId = useId();
  const ccbToMc = direction === 'ccbToMc';
  const savedSearch = ccbToMc && values.ccbSource === 'savedSearch';
  const queues = ccbToMc && !savedSearch && values.ccbTarget === 'processQueue';

  const ccbSection = (
    <Section>
      <Legend>{addPairTexts.sections.ccb}</Legend>
      {ccbToMc ? (
        <SegmentedControl
          label={addPairTexts.ccbSource.label}
          value={values.ccbSource}
          onChange={(value) => onChange('ccbSource', value)}
          options={[
            { value: 'campus', label: addPairTexts.ccbSource.campuses },
            {
              value: 'savedSearch',
              label: addPairTexts.ccbSource.savedSearches,
              disabled: !canUseSavedSearches,
              disabledReason: addPairTexts.ccbSource.savedSearchesNoPermission,
            },
          ]}
        />
      ) : null}
      {savedSearch ? (
        <Combobox
          block
          label={addPairTexts.fields.savedSearch}
          placeholder={placeholderOf(loading.savedSearches, addPairTexts.placeholders.savedSearch)}
          options={groupSavedSearches(options.savedSearches)}
          value={values.searchId}
          onChange={(value) => onChange('searchId', value)}
          disabled={loading.savedSearches}
          aria-busy={loading.savedSearches || undefined}
          error={errors.group}
        />
      ) : (
        <>
          <Combobox
            block
            label={addPairTexts.fields.campus}
            placeholder={placeholderOf(loading.campuses, addPairTexts.placeholders.campus)}
            options={options.campuses}
            value={values.campusId}
            onChange={(value) => onChange('campusId', value)}
            disabled={loading.campuses}
            aria-busy={loading.campuses || undefined}
            error={errors.campus}
          />
          {ccbToMc ? (
            <SegmentedControl
              label={addPairTexts.ccbTarget.label}
              value={values.ccbTarget}
              onChange={(value) => onChange('ccbTarget', value)}
              options={[
                { value: 'group', label: addPairTexts.ccbTarget.groups },
                {
                  value: 'processQueue',
                  label: addPairTexts.ccbTarget.processQueues,
                  disabled: !canUseProcessQueues,
                  disabledReason: processQueuesReason,
                },
              ]}
            />
          ) : null}
          {queues ? (
            <Combobox
              block
              label={addPairTexts.fields.processQueue}
              placeholder={placeholderOf(
                loading.processQueues,
                addPairTexts.placeholders.processQueue,
              )}
              options={options.processQueues}
              value={values.groupId}
              onChange={(value) => onChange('groupId', value)}
              disabled={values.campusId === '' || loading.processQueues}
              aria-busy={loading.processQueues || undefined}
              error={errors.group}
            />
          ) : (
            <Combobox
              block
              label={addPairTexts.fields.group}
              placeholder={placeholderOf(loading.groups, addPairTexts.placeholders.group)}
              options={options.groups}
              value={values.groupId}
              onChange={(value) => onChange('groupId', value)}
              disabled={values.campusId === '' || loading.groups}
              aria-busy={loading.groups || undefined}
              error={errors.group}
            />
          )}
        </>
      )}
    </Section>
  );

  const mcSection = (
    <Section>
      <Legend>{addPairTexts.sections.mailchimp}</Legend>
      <Combobox
        block
        label={addPairTexts.fields.audience}
        placeholder={placeholderOf(loading.audiences, addPairTexts.placeholders.audience)}
        options={options.audiences}
        value={values.listId}
        onChange={(value) => onChange('listId', value)}
        disabled={loading.audiences}
        aria-busy={loading.audiences || undefined}
        error={errors.audience}
      />
      <SegmentedControl
        label={addPairTexts.fields.target}
        value={values.mcTarget}
        onChange={(value) => onChange('mcTarget', value)}
        disabled={values.listId === ''}
        options={[
          { value: 'group', label: addPairTexts.target.group },
          { value: 'tags', label: addPairTexts.target.tags },
        ]}
      />
      {values.mcTarget === 'tags' ? (
        <TagPicker
          label={addPairTexts.fields.tags}
          selected={values.tags}
          options={options.tags}
          onChange={(tags) => onChange('tags', tags)}
          onCreate={onCreateTag}
          disabled={values.listId === ''}
          loading={loading.tags}
          error={errors.target}
        />
      ) : (
        <>
          {ccbToMc ? (
            <RadioGroup
              label={addPairTexts.fields.groupSource}
              value={values.groupMode}
              onChange={(value) => onChange('groupMode', value as PairFormValues['groupMode'])}
              disabled={values.listId === ''}
              options={[
                { value: 'existing', label: addPairTexts.groupSource.existing },
                {
                  value: 'new',
                  label: newGroupDuplicate
                    ? addPairTexts.groupSource.duplicate
                    : addPairTexts.groupSource.create,
                },
              ]}
            />
          ) : null}
          {ccbToMc && values.groupMode === 'new' ? (
            newGroupName ? (
              <Note>{addPairTexts.groupSource.newName(newGroupName)}</Note>
            ) : null
          ) : (
            <Combobox
              block
              label={addPairTexts.fields.mcGroup}
              placeholder={placeholderOf(loading.interestGroups, addPairTexts.placeholders.mcGroup)}
              options={options.interestGroups}
              value={values.interestId}
              onChange={(value) => onChange('interestId', value)}
              disabled={values.listId === '' || loading.interestGroups}
              aria-busy={loading.interestGroups || undefined}
              error={errors.target}
            />
          )}
        </>
      )}
    </Section>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={mode === 'edit' ? addPairTexts.title.edit : addPairTexts.title.add}
      size="large"
    >
      <Dialog.Body>
        <Notices>
          {limit ? <Alert variant={limit.variant ?? 'info'}>{limit.message}</Alert> : null}
          {error ? <Alert variant="danger">{error}</Alert> : null}
        </Notices>
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!saving) onSave();
          }}
        >
          <Columns>
            {ccbToMc ? ccbSection : mcSection}
            {ccbToMc ? mcSection : ccbSection}
          </Columns>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" onClick={onClose}>
          {addPairTexts.buttons.cancel}
        </Button>
        <Button type="submit" form={formId} loading={saving}>
          {addPairTexts.buttons.save}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
