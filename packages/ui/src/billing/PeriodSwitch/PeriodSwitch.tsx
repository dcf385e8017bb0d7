import styled from 'styled-components';
import { Chip } from '../../core/Chip';
import { SegmentedControl } from '../../core/SegmentedControl';
import { plansTexts as t } from '../texts';

export type BillingPeriod = 'monthly' | 'yearly';

export interface PeriodSwitchProps {
  value: BillingPeriod;
  onChange: (value: BillingPeriod) => void;
}

const options = [
  { value: 'monthly', label: t.monthly },
  { value: 'yearly', label: t.yearly },
] as const;

/** Monthly / Yearly, labelled 'save 15%' (spec "/subscription-plans"). */
export function PeriodSwitch({ value, onChange }: PeriodSwitchProps) {
  return (
    <Row>
      <SegmentedControl label={t.period} options={options} value={value} onChange={onChange} />
      <Chip variant="success">{t.save}</Chip>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;
