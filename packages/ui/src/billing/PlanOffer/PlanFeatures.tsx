import styled from 'styled-components';
import { CheckIcon, MinusIcon } from '../../core/Icon';
import { VisuallyHidden } from '../../core/VisuallyHidden';
import { featureTexts as t } from '../texts';

/** A plan's feature fields, formatted by the page. */
export interface PlanFeaturesView {
  manualSyncing: boolean;
  automaticSyncing: boolean;
  syncFrequency: string;
  mappedCustomFields: boolean;
  rollbackRestore: boolean;
  /** Formatted counts. */
  maxSyncPairs: string;
  maxParticipants: string;
}

/** The plan feature fields as a list; a feature the plan lacks is struck through and says so. */
export function PlanFeatures({ features }: { features: PlanFeaturesView }) {
  const items: [string, boolean][] = [
    [t.manualSyncing, features.manualSyncing],
    [t.automaticSyncing(features.syncFrequency), features.automaticSyncing],
    [t.mappedCustomFields, features.mappedCustomFields],
    [t.rollbackRestore, features.rollbackRestore],
    [t.maxSyncPairs(features.maxSyncPairs), true],
    [t.maxParticipants(features.maxParticipants), true],
  ];
  return (
    <List>
      {items.map(([label, included]) => (
        <li key={label} data-included={included}>
          {included ? <CheckIcon /> : <MinusIcon />}
          <span>
            {included ? null : <VisuallyHidden>{t.notIncluded} </VisuallyHidden>}
            {label}
          </span>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};

  & li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
  }
  & svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.color.text.success};
  }
  & li[data-included='false'] {
    color: ${({ theme }) => theme.color.text.muted};
    text-decoration: line-through;
  }
  & li[data-included='false'] svg {
    color: ${({ theme }) => theme.color.text.muted};
  }
`;
