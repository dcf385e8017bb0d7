import { memo, useId, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { brokenPartTexts } from '../BrokenPartTip/texts';
import { IconButton } from '../../core/IconButton';
import type { BrokenPart, SyncDirection } from '../PairTable/pairs';
import { Combobox } from '../../core/Combobox';
import { SegmentedControl } from '../../core/SegmentedControl';
import { TrashIcon } from '../../core/ActionIcons';
import { TagPicker } from '../../core/TagPicker';
import { Tooltip } from '../../core/Tooltip';
import { VisuallyHidden } from '../../core/VisuallyHidden';
import { resolverDialogTexts } from './texts';
import type { ResolverRowChange, ResolverRowView, ResolverSelectView } from './types';

/** The reserved option value standing for 'Create a new Group' / 'Create a Duplicate Group'. */
export const NEW_GROUP_VALUE = '__new_group__';

export interface ResolverRowProps {
  row: ResolverRowView;
  direction: SyncDirection;
  /** 0-based position in the list. */
  index: number;
  total: number;
  /** The row's offset in the list, in px. */
  top: number;
  height: number;
  onChange: (key: string, change: ResolverRowChange) => void;
  onRemove: (key: string) => void;
}

const Item = styled.li`
  position: absolute;
  left: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]}`};
  overflow: hidden;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 28px;
`;

const Title = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};

  span {
    color: ${({ theme }) => theme.color.text.muted};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
  }
`;

const Switches = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};

  > :last-child {
    grid-column: 2;
  }

  /* Phones: the two switches one above the other. */
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);

    > :last-child {
      grid-column: auto;
    }
    > :empty {
      display: none;
    }
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  /* Phones: two by two, so every selector stays in view and wide enough to read. */
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  /* The selectors' text a size down, to fit four abreast (not the tag picker's input). */
  input[data-resolver-field] {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const WithRemove = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;

  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const placeholder = (view: ResolverSelectView) =>
  view.loading ? resolverDialogTexts.placeholders.loading : resolverDialogTexts.placeholders.select;

function ResolverRowRoot({
  row,
  direction,
  index,
  total,
  top,
  height,
  onChange,
  onRemove,
}: ResolverRowProps) {
  const id = useId();
  const ccbToMc = direction === 'ccbToMc';
  const name = resolverDialogTexts.row(index + 1, total);
  const savedSearch = ccbToMc && row.savedSearch?.on === true;

  /** A selector of the row (searchable): the broken choice is marked invalid and says why. */
  function field(
    key: 'campus' | 'group' | 'audience' | 'interest',
    label: string,
    view: ResolverSelectView,
    part: BrokenPart,
    extra: { disabled?: boolean; value?: string; options?: ResolverSelectView['options'] } = {},
  ) {
    const brokenId = `${id}-${key}-broken`;
    return (
      <>
        <Combobox
          block
          data-resolver-field={key}
          label={label}
          value={extra.value ?? view.value}
          options={extra.options ?? view.options}
          placeholder={placeholder(view)}
          disabled={extra.disabled ?? (view.disabled || view.loading)}
          aria-busy={view.loading || undefined}
          aria-invalid={view.broken || undefined}
          aria-describedby={view.broken ? brokenId : undefined}
          onChange={(value) => {
            if (key === 'interest' && value === NEW_GROUP_VALUE)
              onChange(row.key, { field: 'newGroup' });
            else onChange(row.key, { field: key, value });
          }}
        />
        {view.broken ? (
          <VisuallyHidden id={brokenId}>{brokenPartTexts.message(part)}</VisuallyHidden>
        ) : null}
      </>
    );
  }

  const removeButton = (
    <Tooltip content={resolverDialogTexts.remove.tooltip}>
      <IconButton
        aria-label={resolverDialogTexts.remove.label(name)}
        icon={<TrashIcon />}
        disabled={row.removing}
        aria-busy={row.removing || undefined}
        onClick={() => onRemove(row.key)}
      />
    </Tooltip>
  );

  const groupLabel =
    row.group.kind === 'processQueue'
      ? resolverDialogTexts.fields.processQueue
      : savedSearch || row.group.kind === 'savedSearch'
        ? resolverDialogTexts.fields.savedSearch
        : resolverDialogTexts.fields.group;

  const campusField = savedSearch ? (
    <div />
  ) : (
    field('campus', resolverDialogTexts.fields.campus, row.campus, 'campus')
  );
  const groupField = field('group', groupLabel, row.group, 'group', {
    // The process-queue selector is always disabled (spec section 5).
    disabled: row.group.kind === 'processQueue' ? true : undefined,
  });
  const audienceField = field(
    'audience',
    resolverDialogTexts.fields.audience,
    row.audience,
    'audience',
  );
  const newGroupLabel =
    row.target.newGroup === 'duplicate'
      ? resolverDialogTexts.groupSource.duplicate
      : resolverDialogTexts.groupSource.create;
  const targetField =
    row.target.mode === 'tags' ? (
      <TagPicker
        label={resolverDialogTexts.fields.tags}
        selected={row.target.tags.selected}
        options={row.target.tags.options}
        loading={row.target.tags.loading}
        disabled={row.target.disabled}
        placeholder={resolverDialogTexts.tags.placeholder}
        addMorePlaceholder={resolverDialogTexts.tags.addMore}
        maxVisibleChips={1}
        onChange={(tags) => onChange(row.key, { field: 'tags', value: tags })}
        onCreate={(tag) => onChange(row.key, { field: 'createTag', value: tag })}
      />
    ) : (
      field('interest', resolverDialogTexts.fields.mcGroup, row.target.group, 'group', {
        disabled: row.target.disabled || row.target.group.disabled || row.target.group.loading,
        value: row.target.newGroupSelected ? NEW_GROUP_VALUE : row.target.group.value,
        options: row.target.newGroup
          ? [...row.target.group.options, { value: NEW_GROUP_VALUE, label: newGroupLabel }]
          : row.target.group.options,
      })
    );

  const sourceSwitch: ReactNode =
    ccbToMc && row.savedSearch ? (
      <SegmentedControl
        label={resolverDialogTexts.source.label}
        value={row.savedSearch.on ? 'savedSearch' : 'campus'}
        onChange={(value) =>
          onChange(row.key, { field: 'savedSearch', value: value === 'savedSearch' })
        }
        options={[
          {
            value: 'campus',
            label: resolverDialogTexts.source.campuses,
            disabled: row.savedSearch.disabled,
          },
          {
            value: 'savedSearch',
            label: resolverDialogTexts.source.savedSearches,
            disabled: row.savedSearch.disabled,
            disabledReason: row.savedSearch.disabledReason,
          },
        ]}
      />
    ) : null;
  const targetSwitch = (
    <SegmentedControl
      label={resolverDialogTexts.target.label}
      value={row.target.mode}
      disabled={row.target.disabled}
      onChange={(value) => onChange(row.key, { field: 'targetMode', value })}
      options={[
        { value: 'group', label: resolverDialogTexts.target.group },
        { value: 'tags', label: resolverDialogTexts.target.tags },
      ]}
    />
  );

  return (
    <Item
      aria-setsize={total}
      aria-posinset={index + 1}
      aria-labelledby={`${id}-title`}
      data-row-key={row.key}
      style={{ top: `${top}px`, height: `${height}px` } satisfies CSSProperties}
    >
      <Head>
        <Title id={`${id}-title`}>
          {name}: <span>{row.label}</span>
        </Title>
        {ccbToMc ? removeButton : null}
      </Head>
      {ccbToMc ? (
        <>
          <Switches>
            {sourceSwitch ?? <div />}
            {targetSwitch}
          </Switches>
          <Fields>
            {campusField}
            {groupField}
            {audienceField}
            {targetField}
          </Fields>
        </>
      ) : (
        <>
          <Switches>
            {targetSwitch}
            <div />
          </Switches>
          <Fields>
            {audienceField}
            {targetField}
            {campusField}
            {/* MC to CCB: the remove icon sits on the group selector (spec section 2). */}
            <WithRemove data-remove-host="">
              <div>{groupField}</div>
              {removeButton}
            </WithRemove>
          </Fields>
        </>
      )}
    </Item>
  );
}

/** One broken pair; memoised so editing one row leaves the others alone. */
export const ResolverRow = memo(ResolverRowRoot);
