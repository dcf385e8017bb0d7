import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../../core/Badge';
import type { SyncDirection } from '../PairTable/pairs';
import { Switch } from '../../core/Switch';
import { Tabs } from '../../core/Tabs';
import { syncModeText } from './syncMode';
import { directionTabsTexts } from './texts';

export interface DirectionTabsProps {
  /** The tab shown (controlled). */
  value: SyncDirection;
  onChange: (direction: SyncDirection) => void;
  /** Each direction's on/off switch. */
  enabled: Record<SyncDirection, boolean>;
  /** A switch was pressed. */
  onToggle: (direction: SyncDirection, on: boolean) => void;
  /** The switch whose change is being saved (it spins and ignores presses). */
  toggling?: SyncDirection;
  /** Both switches unavailable (e.g. while syncing or without credentials). */
  switchesDisabled?: boolean;
  /** A manual or automatic sync is running (changes the mode line). */
  syncing?: boolean;
  /** Broken pairs per direction, as a badge on the tab. */
  brokenCounts?: Partial<Record<SyncDirection, number>>;
  /** The selected direction's content (its table and tools). */
  children?: ReactNode;
}

const Mode = styled.p`
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const DIRECTIONS: readonly SyncDirection[] = ['ccbToMc', 'mcToCcb'];

/**
 * The two direction tabs, each with its on/off switch beside it (outside the tab, as Tabs'
 * `trailing`), and the sync-mode line ('Two Way Integration Selected', ...), announced politely
 * when it changes.
 */
export function DirectionTabs({
  value,
  onChange,
  enabled,
  onToggle,
  toggling,
  switchesDisabled = false,
  syncing = false,
  brokenCounts = {},
  children,
}: DirectionTabsProps) {
  return (
    <div>
      <Tabs
        label={directionTabsTexts.label}
        value={value}
        onChange={(next) => onChange(next as SyncDirection)}
      >
        {DIRECTIONS.map((direction) => {
          const broken = brokenCounts[direction] ?? 0;
          return (
            <Tabs.Tab
              key={direction}
              value={direction}
              badge={
                broken > 0 ? (
                  <Badge
                    variant="danger"
                    count={broken}
                    label={directionTabsTexts.broken(broken)}
                  />
                ) : undefined
              }
              trailing={
                <Switch
                  label={directionTabsTexts.switch(directionTabsTexts.tabs[direction])}
                  hideLabel
                  checked={enabled[direction]}
                  loading={toggling === direction}
                  disabled={switchesDisabled}
                  onChange={(on) => onToggle(direction, on)}
                />
              }
            >
              {directionTabsTexts.tabs[direction]}
            </Tabs.Tab>
          );
        })}
        {DIRECTIONS.map((direction) => (
          <Tabs.Panel key={direction} value={direction}>
            <Mode role="status">
              {syncModeText({ ccbToMc: enabled.ccbToMc, mcToCcb: enabled.mcToCcb, syncing })}
            </Mode>
            {children}
          </Tabs.Panel>
        ))}
      </Tabs>
    </div>
  );
}
