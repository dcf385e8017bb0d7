import { useId } from 'react';
import styled from 'styled-components';
import { Badge } from '../../core/Badge';
import { Tabs } from '../../core/Tabs';
import { ChoiceCard, ChoiceList, Facts, Group, StepHeading } from '../shared/Choice';
import { conflictTexts } from '../texts';
import type { ConflictDirection, ConflictView } from '../types';

export interface ConflictListProps {
  /** The tab shown. */
  tab: ConflictDirection;
  /** Each tab's count of conflicts. */
  counts: Record<ConflictDirection, number>;
  /** The conflicts of the tab shown. */
  conflicts: readonly ConflictView[];
  /** The chosen conflict of this tab, if any. */
  selectedId: number | null;
  onTabChange: (tab: ConflictDirection) => void;
  onSelect: (id: number) => void;
}

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[5]} 0`};
  color: ${({ theme }) => theme.color.text.muted};
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space[3]};
`;

const t = conflictTexts.conflict;

/** The labelled parts of a conflict, in the direction's own order (as the pair tables list them). */
function facts(direction: ConflictDirection, conflict: ConflictView) {
  const ccb = [
    { label: t.campus, value: conflict.campusName || t.none },
    { label: t.group, value: conflict.groupName || t.none },
  ];
  const mc = [
    { label: t.audience, value: conflict.mcAudienceName || t.none },
    { label: t.target, value: conflict.mcGroupOrTagDisplay || t.none },
  ];
  return direction === 'ccbToMc' ? [...ccb, ...mc] : [...mc, ...ccb];
}

/** A conflict's name for the screen reader: its four parts, source first. */
export function conflictSummary(direction: ConflictDirection, conflict: ConflictView): string {
  const [a, b, c, d] = facts(direction, conflict).map((fact) => fact.value);
  return `${a} / ${b} → ${c} / ${d}`;
}

/**
 * Step 1: the unresolved conflicts in two tabs, CCB to MC and MC to CCB, each with its count;
 * each conflict is one radio choice (spec: "Next needs a selection").
 */
export function ConflictList({
  tab,
  counts,
  conflicts,
  selectedId,
  onTabChange,
  onSelect,
}: ConflictListProps) {
  const name = useId();
  const content = (
    <Panel>
      {conflicts.length === 0 ? (
        <Empty>{t.empty}</Empty>
      ) : (
        <Group>
          <legend>{t.choose}</legend>
          <ChoiceList>
            {conflicts.map((conflict) => (
              <ChoiceCard
                key={conflict.id}
                name={name}
                value={String(conflict.id)}
                checked={conflict.id === selectedId}
                onChange={() => onSelect(conflict.id)}
                label={conflictSummary(tab, conflict)}
              >
                <Facts>
                  {facts(tab, conflict).map((fact) => (
                    <div key={fact.label}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </Facts>
              </ChoiceCard>
            ))}
          </ChoiceList>
        </Group>
      )}
    </Panel>
  );
  return (
    <div>
      <StepHeading>{conflictTexts.headings.conflicts}</StepHeading>
      <Tabs
        label={conflictTexts.tabs.label}
        value={tab}
        onChange={(value) => onTabChange(value as ConflictDirection)}
      >
        {(['ccbToMc', 'mcToCcb'] as const).map((direction) => (
          <Tabs.Tab
            key={direction}
            value={direction}
            badge={
              <Badge
                count={counts[direction]}
                label={conflictTexts.tabs.count(counts[direction])}
                showZero
                variant="neutral"
              />
            }
          >
            {conflictTexts.tabs[direction]}
          </Tabs.Tab>
        ))}
        <Tabs.Panel value="ccbToMc">{content}</Tabs.Panel>
        <Tabs.Panel value="mcToCcb">{content}</Tabs.Panel>
      </Tabs>
    </div>
  );
}
