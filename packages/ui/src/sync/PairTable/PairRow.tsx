import { memo, type CSSProperties, type ElementType, type ReactNode } from 'react';
import { BrokenPartTip } from '../BrokenPartTip';
import { Button } from '../../core/Button';
import { Chip } from '../../core/Chip';
import { WarningIcon } from '../../core/Icon';
import { LongName } from '../../core/LongName';
import { PencilIcon, TrashIcon } from '../../core/ActionIcons';
import { Tooltip } from '../../core/Tooltip';
import { VisuallyHidden } from '../../core/VisuallyHidden';
import {
  PAIR_COLUMNS,
  TAGS_SHOWN,
  columnText,
  formatTags,
  showsNotSynced,
  type BrokenPart,
  type PairColumnKey,
  type PairRowView,
  type SyncDirection,
} from './pairs';
import { Actions, Cell, CellLine, Row, Secondary, TextButton, TipText } from './PairTable.styles';
import { pairTableTexts } from './texts';

/** Stable callbacks the table hands every row (their identity never changes). */
export interface PairRowActions {
  edit: (row: PairRowView) => void;
  remove: (row: PairRowView) => void;
  fixNow: (row: PairRowView) => void;
  mergeFieldError: (row: PairRowView) => void;
  skippedGroups: (row: PairRowView) => void;
  unsubscribedEmails: (row: PairRowView) => void;
}

export interface PairRowProps {
  row: PairRowView;
  direction: SyncDirection;
  /** 1-based position among the table's rows, the header being row 1. */
  rowIndex: number;
  /** Virtualised: the row's offset from the top of the body, in px. */
  top?: number;
  actions: PairRowActions;
  canEdit: boolean;
  canRemove: boolean;
  canOpenSkipped: boolean;
  /** MC-to-CCB rows offer the retain / remove unsubscribed emails dialog. */
  canChooseUnsubscribed?: boolean;
  learnMoreHref: string;
  linkAs?: ElementType;
}

function Broken({
  part,
  href,
  linkAs,
}: {
  part: BrokenPart;
  href: string;
  linkAs: ElementType | undefined;
}) {
  return <BrokenPartTip part={part} learnMoreHref={href} linkAs={linkAs} />;
}

/** The tags of a pair by the display rule, with every tag in a tooltip when some are hidden. */
function Tags({ tags }: { tags: readonly string[] }) {
  const shown = formatTags(tags);
  const all = tags.join(', ');
  if (shown === all) return <TipText>{shown}</TipText>;
  // '+N More' never shrinks: only the named tags before it give way to an ellipsis.
  const more = tags.length > TAGS_SHOWN ? pairTableTexts.tagsMore(tags.length - TAGS_SHOWN) : '';
  const named = more ? shown.slice(0, shown.length - more.length).trimEnd() : shown;
  return (
    <Tooltip content={all}>
      {/* Focusable so keyboard users reach the whole list in the tooltip too. */}
      <TipText tabIndex={0} data-split={more ? '' : undefined}>
        <span>{named}</span>
        {/* Not drawn between flex items; keeps the text whole for find-in-page and tests. */}
        {more ? ' ' : null}
        {more ? <span>{more}</span> : null}
      </TipText>
    </Tooltip>
  );
}

function PairRowRoot({
  row,
  direction,
  rowIndex,
  top,
  actions,
  canEdit,
  canRemove,
  canOpenSkipped,
  canChooseUnsubscribed = false,
  learnMoreHref,
  linkAs,
}: PairRowProps) {
  const name = `${columnText(row, 'source')}, ${columnText(row, 'audience')}`;

  function content(column: PairColumnKey): ReactNode {
    switch (column) {
      case 'source': {
        const { source } = row;
        return (
          <>
            <CellLine>
              {source.broken ? (
                <Broken
                  part={source.kind === 'savedSearch' ? 'group' : 'campus'}
                  href={learnMoreHref}
                  linkAs={linkAs}
                />
              ) : null}
              <LongName text={source.label} />
            </CellLine>
            {source.obsolete ? (
              <Secondary>{pairTableTexts.row.obsolete}</Secondary>
            ) : source.kind === 'savedSearch' ? (
              <Secondary>{pairTableTexts.row.savedSearch}</Secondary>
            ) : null}
          </>
        );
      }
      case 'group': {
        const { group } = row;
        if (!group) {
          return (
            <span>
              <span aria-hidden="true">—</span>
              <VisuallyHidden>{pairTableTexts.row.none}</VisuallyHidden>
            </span>
          );
        }
        return (
          <>
            <CellLine>
              {group.broken ? <Broken part="group" href={learnMoreHref} linkAs={linkAs} /> : null}
              {group.skipped ? (
                <Tooltip content={pairTableTexts.row.skipped}>
                  <TextButton
                    type="button"
                    aria-disabled={canOpenSkipped ? undefined : true}
                    onClick={() => {
                      if (canOpenSkipped) actions.skippedGroups(row);
                    }}
                  >
                    <WarningIcon /> {group.label}
                  </TextButton>
                </Tooltip>
              ) : (
                <LongName text={group.label} />
              )}
            </CellLine>
            {group.kind === 'processQueue' ? (
              <Secondary>{pairTableTexts.row.processQueue}</Secondary>
            ) : null}
          </>
        );
      }
      case 'audience':
        return (
          <CellLine>
            {row.audience.broken ? (
              <Broken part="audience" href={learnMoreHref} linkAs={linkAs} />
            ) : null}
            <LongName text={row.audience.label} />
          </CellLine>
        );
      case 'target': {
        const { target } = row;
        return (
          <CellLine>
            {target.broken ? (
              <Broken
                part={target.kind === 'tags' ? 'tag' : 'group'}
                href={learnMoreHref}
                linkAs={linkAs}
              />
            ) : null}
            {target.kind === 'tags' ? (
              <Tags tags={target.tags ?? []} />
            ) : (
              <LongName text={target.label} />
            )}
          </CellLine>
        );
      }
    }
  }

  const style =
    top === undefined ? undefined : ({ top: `${top}px` } satisfies CSSProperties as CSSProperties);

  return (
    <Row
      role="row"
      aria-rowindex={rowIndex}
      data-virtual={top === undefined ? undefined : ''}
      data-conflict={row.hasConflict ? '' : undefined}
      data-new={row.isNew ? '' : undefined}
      data-pair-id={row.id}
      style={style}
    >
      {PAIR_COLUMNS[direction].map((column) => (
        <Cell key={column} role="cell">
          {content(column)}
        </Cell>
      ))}
      <Cell role="cell">
        <Actions>
          {row.hasConflict ? (
            <Button size="small" variant="danger" onClick={() => actions.fixNow(row)}>
              {pairTableTexts.row.fixNow}
              <VisuallyHidden>: {name}</VisuallyHidden>
            </Button>
          ) : null}
          {row.hasMergeFieldError ? (
            <Chip variant="danger" onClick={() => actions.mergeFieldError(row)}>
              {pairTableTexts.row.mergeFieldError}
              <VisuallyHidden>: {name}</VisuallyHidden>
            </Chip>
          ) : null}
          {showsNotSynced(row) ? <Chip variant="info">{pairTableTexts.row.notSynced}</Chip> : null}
          {canEdit && !row.hasConflict ? (
            <Button
              size="small"
              variant="invisible"
              leadingVisual={<PencilIcon />}
              data-hover-action=""
              onClick={() => actions.edit(row)}
            >
              {pairTableTexts.row.edit}
              <VisuallyHidden>: {name}</VisuallyHidden>
            </Button>
          ) : null}
          {canChooseUnsubscribed && direction === 'mcToCcb' && !row.hasConflict ? (
            <Button
              size="small"
              variant="invisible"
              data-hover-action=""
              onClick={() => actions.unsubscribedEmails(row)}
            >
              {pairTableTexts.row.unsubscribedEmails}
              <VisuallyHidden>: {name}</VisuallyHidden>
            </Button>
          ) : null}
          {canRemove ? (
            <Button
              size="small"
              variant="invisible"
              leadingVisual={<TrashIcon />}
              data-hover-action=""
              onClick={() => actions.remove(row)}
            >
              {pairTableTexts.row.remove}
              <VisuallyHidden>: {name}</VisuallyHidden>
            </Button>
          ) : null}
        </Actions>
      </Cell>
    </Row>
  );
}

/** One pair; memoised so a search keystroke re-renders only rows whose props changed. */
export const PairRow = memo(PairRowRoot);
