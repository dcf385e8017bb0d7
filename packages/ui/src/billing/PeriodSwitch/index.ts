export { PeriodSwitch, type BillingPeriod, type PeriodSwitchProps } from './PeriodSwitch';
