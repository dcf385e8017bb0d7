import styled from 'styled-components';
import { Alert } from '../../core/Alert';
import { Button } from '../../core/Button';
import { Chip } from '../../core/Chip';
import { Combobox } from '../../core/Combobox';
import { ConfirmDialog } from '../../core/ConfirmDialog';
import { LoadFailure } from '../../core/LoadFailure';
import { Dialog } from '../../core/Dialog';
import { ErrorMessage } from '../../core/TextField/TextField.styles';
import { DangerIcon } from '../../core/Icon';
import { IconButton } from '../../core/IconButton';
import { PlusIcon, TrashIcon } from '../../core/ActionIcons';
import { SegmentedControl } from '../../core/SegmentedControl';
import { Skeleton } from '../../core/Skeleton';
import { TagPicker } from '../../core/TagPicker';
import { toolkitTexts } from '../texts';

const t = toolkitTexts.exceptions;

export type ExceptionGroupBlock = 'synced' | 'allMembers';

export interface ExceptionGroupOption {
  uniqueId: string;
  groupBy: string;
  groupName: string;
  /** Why it cannot be chosen, if it cannot. */
  block?: ExceptionGroupBlock;
}

/** One pair as the dialog shows it. */
export interface ExceptionDialogRow {
  key: string;
  id: number;
  listId: string;
  syncType: 0 | 1;
  uniqueId: string;
  tags: readonly string[];
  options: 'loading' | 'failed' | { groups: readonly ExceptionGroupOption[] };
  errors: { audience?: 'noAudience'; target?: 'noGroup' | 'noTags' };
  tagsDisabled: boolean;
}

export interface ExceptionsDialogProps {
  open: boolean;
  loading?: boolean;
  loadFailed?: boolean;
  audiences: readonly { id: string; name: string }[];
  rows: readonly ExceptionDialogRow[];
  saving?: boolean;
  /** A refused or failed save or removal, in the server's words. */
  error?: string | null;
  onClose: () => void;
  onRetry: () => void;
  onAdd: () => void;
  onAudience: (key: string, listId: string) => void;
  onType: (key: string, syncType: 0 | 1) => void;
  onGroup: (key: string, uniqueId: string) => void;
  onOpenTags: (key: string) => void;
  onRemove: (key: string) => void;
  onOptionsRetry: (listId: string) => void;
  onSave: () => void;
  /** The nested 'Select MailChimp Tags' dialog, open while not null. */
  tags: {
    selected: readonly string[];
    options: readonly string[];
    canConfirm: boolean;
  } | null;
  onTagsChange: (tags: string[]) => void;
  onTagsCreate: (name: string) => void;
  onTagsConfirm: () => void;
  onTagsCancel: () => void;
  /** The 'Remove Sync Pair' confirmation, open while true. */
  confirmRemove: boolean;
  removing?: boolean;
  onRemoveConfirm: () => void;
  onRemoveCancel: () => void;
}

const errorText = { noAudience: t.noAudience, noGroup: t.noGroup, noTags: t.noTags } as const;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Pair = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.small};
`;

const Fields = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const Kind = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Target = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  grid-column: 1 / -1;
  min-width: 0;
`;

const TagRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Intro = styled(Muted)`
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Spread = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;
`;

function groupLabel(group: ExceptionGroupOption): string {
  const name = group.groupBy ? `${group.groupBy} › ${group.groupName}` : group.groupName;
  return group.block ? `${name} (${t.blocked[group.block]})` : name;
}

function PairFields({
  row,
  index,
  audiences,
  props,
}: {
  row: ExceptionDialogRow;
  index: number;
  audiences: ExceptionsDialogProps['audiences'];
  props: ExceptionsDialogProps;
}) {
  const options = row.options;
  const targetError = row.errors.target ? errorText[row.errors.target] : undefined;
  return (
    <Pair>
      <Fields>
        <legend>{t.pairLabel(index)}</legend>
        <Combobox
          label={t.audience}
          placeholder={t.audiencePlaceholder}
          value={row.listId}
          options={audiences.map((audience) => ({ value: audience.id, label: audience.name }))}
          onChange={(listId) => props.onAudience(row.key, listId)}
          error={row.errors.audience ? errorText[row.errors.audience] : undefined}
          required
        />
        <Kind>
          <span aria-hidden="true">{t.kind}</span>
          <SegmentedControl
            label={`${t.kind} (${t.pairLabel(index)})`}
            value={row.syncType === 1 ? 'tags' : 'groups'}
            options={[
              { value: 'groups', label: t.groups },
              {
                value: 'tags',
                label: t.tags,
                disabled: row.tagsDisabled,
                disabledReason: t.tagsNeedAudience,
              },
            ]}
            onChange={(value) => props.onType(row.key, value === 'tags' ? 1 : 0)}
          />
        </Kind>
        {row.listId === '' ? null : (
          <Target>
            {options === 'loading' ? (
              <>
                <Muted role="status">{t.optionsLoading}</Muted>
                <Skeleton height={40} />
              </>
            ) : options === 'failed' ? (
              <Alert variant="danger">
                {t.optionsFailed}{' '}
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => props.onOptionsRetry(row.listId)}
                >
                  {t.retry}
                </Button>
              </Alert>
            ) : row.syncType === 0 ? (
              <Combobox
                label={t.group}
                placeholder={t.groupPlaceholder}
                value={row.uniqueId}
                options={options.groups.map((group) => ({
                  value: group.uniqueId,
                  label: groupLabel(group),
                  disabled: !!group.block,
                }))}
                onChange={(uniqueId) => props.onGroup(row.key, uniqueId)}
                hint={options.groups.some((group) => group.block) ? t.blockedHint : undefined}
                error={targetError}
                required
              />
            ) : (
              <>
                <TagRow aria-label={`${t.tags} (${t.pairLabel(index)})`} role="group">
                  {row.tags.length === 0 ? (
                    <Muted>{t.noTagsChosen}</Muted>
                  ) : (
                    row.tags.map((tag) => <Chip key={tag}>{tag}</Chip>)
                  )}
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() => props.onOpenTags(row.key)}
                  >
                    {t.chooseTags}
                  </Button>
                </TagRow>
                {targetError ? (
                  <ErrorMessage>
                    <DangerIcon />
                    {targetError}
                  </ErrorMessage>
                ) : null}
              </>
            )}
          </Target>
        )}
      </Fields>
      <IconButton
        aria-label={t.remove(index)}
        icon={<TrashIcon />}
        onClick={() => props.onRemove(row.key)}
      />
    </Pair>
  );
}

/**
 * 'Select MailChimp Groups': the MC-to-CCB exceptions, one audience and a group or tags each,
 * with the nested 'Select MailChimp Tags' dialog and the 'Remove Sync Pair' confirmation.
 */
export function ExceptionsDialog(props: ExceptionsDialogProps) {
  const { open, loading, loadFailed, rows, audiences, saving, error, tags, confirmRemove } = props;
  const ready = !loading && !loadFailed;
  return (
    <>
      <Dialog open={open} onClose={props.onClose} title={t.title} size="large">
        <Dialog.Body>
          <Intro>{t.description}</Intro>
          {loading ? (
            <>
              <Muted role="status">{t.loading}</Muted>
              <Skeleton height={120} />
            </>
          ) : loadFailed ? (
            <LoadFailure onRetry={props.onRetry} retryLabel={t.retry}>
              {t.loadFailed}
            </LoadFailure>
          ) : (
            <>
              {error ? <Alert variant="danger">{error}</Alert> : null}
              {rows.length === 0 ? (
                <Muted>{t.empty}</Muted>
              ) : (
                <List aria-label={t.listLabel}>
                  {rows.map((row, index) => (
                    <PairFields
                      key={row.key}
                      row={row}
                      index={index + 1}
                      audiences={audiences}
                      props={props}
                    />
                  ))}
                </List>
              )}
            </>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Spread>
            {ready ? (
              <Button variant="secondary" leadingVisual={<PlusIcon />} onClick={props.onAdd}>
                {t.add}
              </Button>
            ) : null}
            <Buttons>
              <Button variant="secondary" onClick={props.onClose} disabled={saving}>
                {t.close}
              </Button>
              {ready ? (
                <Button onClick={props.onSave} loading={saving}>
                  {t.save}
                </Button>
              ) : null}
            </Buttons>
          </Spread>
        </Dialog.Footer>
        {/* Nested inside, so the outer dialog's focus trap and inert backdrop leave them usable. */}
        <Dialog
          open={open && tags !== null}
          onClose={props.onTagsCancel}
          title={t.tagsDialog.title}
          size="small"
        >
          <Dialog.Body>
            <TagPicker
              label={t.tagsDialog.label}
              selected={tags?.selected ?? []}
              options={tags?.options ?? []}
              onChange={props.onTagsChange}
              onCreate={props.onTagsCreate}
            />
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="secondary" onClick={props.onTagsCancel}>
              {t.tagsDialog.cancel}
            </Button>
            <Button onClick={props.onTagsConfirm} disabled={!tags?.canConfirm}>
              {t.tagsDialog.confirm}
            </Button>
          </Dialog.Footer>
        </Dialog>
        <ConfirmDialog
          open={open && (confirmRemove || !!props.removing)}
          title={t.removeDialog.title}
          confirmLabel={t.removeDialog.confirm}
          cancelLabel={t.removeDialog.cancel}
          confirmVariant="danger"
          loading={props.removing}
          onConfirm={props.onRemoveConfirm}
          onCancel={props.onRemoveCancel}
        >
          {t.removeDialog.body}
        </ConfirmDialog>
      </Dialog>
    </>
  );
}
