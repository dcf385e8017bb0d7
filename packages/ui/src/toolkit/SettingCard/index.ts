export { SettingCard, SettingCardGrid, type SettingCardProps } from './SettingCard';
