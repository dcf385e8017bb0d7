export { Tabs, type TabPanelProps, type TabProps, type TabsProps } from './Tabs';
