export { DirectionTabs, type DirectionTabsProps } from './DirectionTabs';
export { syncModeText, type SyncModeState } from './syncMode';
export { directionTabsTexts } from './texts';
