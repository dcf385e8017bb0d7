export { PlanSummaryCard, type PlanSummary, type PlanSummaryCardProps } from './PlanSummaryCard';
