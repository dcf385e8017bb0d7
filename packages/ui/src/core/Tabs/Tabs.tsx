import {
  Children,
  Fragment,
  createContext,
  isValidElement,
  useContext,
  useId,
  useRef,
  type ComponentPropsWithRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Bar, Panel, Tab, TabList, TrailingRow, TrailingSlot } from './Tabs.styles';

export interface TabsProps extends Omit<ComponentPropsWithRef<'div'>, 'onChange'> {
  /** Required: names the tablist ("Sync settings sections"). */
  label: string;
  /** The selected tab's value (controlled). */
  value: string;
  /** Called with a tab's value when it is clicked or reached with the arrow keys. */
  onChange: (value: string) => void;
  /** `Tabs.Tab` and `Tabs.Panel` elements (directly, or inside fragments). */
  children: ReactNode;
}

export interface TabProps {
  /** Identifies the tab and the `Tabs.Panel` it shows. */
  value: string;
  /** The tab's text. */
  children: ReactNode;
  /** Shown but not selectable, and skipped by the arrow keys. */
  disabled?: boolean;
  /** Inside the tab after its text, e.g. `<Badge count={3} label="3 errors" />`. */
  badge?: ReactNode;
  /**
   * Beside the tab, outside it, e.g. a Switch. Not part of the tab's name; reached with Tab
   * after the tablist. Give a control here its own label ("Sync Mailchimp fields").
   */
  trailing?: ReactNode;
}

export interface TabPanelProps extends ComponentPropsWithRef<'div'> {
  /** The value of the tab that shows this panel. */
  value: string;
}

interface TabsContextValue {
  value: string;
  ids: (value: string) => { tab: string; panel: string } | undefined;
}

const TabsContext = createContext<TabsContextValue | null>(null);

/** Declares a tab; `Tabs` reads its props and renders it (it renders nothing on its own). */
function TabsTab(_props: TabProps): ReactNode {
  return null;
}

/** The content of one tab; only the selected panel's content is rendered. */
function TabsPanel({ value, children, ...rest }: TabPanelProps) {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('Tabs.Panel is used outside Tabs');
  const ids = tabs.ids(value);
  const selected = tabs.value === value;
  return (
    <Panel
      role="tabpanel"
      id={ids?.panel}
      aria-labelledby={ids?.tab}
      // Reachable with Tab even when it holds nothing focusable (APG tabs pattern).
      tabIndex={0}
      hidden={!selected}
      {...rest}
    >
      {selected ? children : null}
    </Panel>
  );
}

/** Flattens fragments, so tabs can be listed inside `<>...</>` or mapped from data. */
function flatten(children: ReactNode): ReactNode[] {
  return Children.toArray(children).flatMap((child) =>
    isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment
      ? flatten(child.props.children)
      : [child],
  );
}

const isTab = (node: ReactNode): node is ReactElement<TabProps> =>
  isValidElement(node) && node.type === TabsTab;
const isPanel = (node: ReactNode): node is ReactElement<TabPanelProps> =>
  isValidElement(node) && node.type === TabsPanel;

/**
 * Tabs with automatic activation (WAI-ARIA tabs pattern): the arrow keys, Home and End move
 * focus along the tabs and select the tab they land on; Tab moves on into the panel.
 */
function TabsRoot({ label, value, onChange, children, ...rest }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const nodes = flatten(children);
  const tabs = nodes.filter(isTab).map((element) => element.props);
  const panelValues = new Set(nodes.filter(isPanel).map((element) => element.props.value));
  const content = nodes.filter((node) => !isTab(node));

  const indexOf = new Map(tabs.map((tab, index) => [tab.value, index]));
  const ids = (tabValue: string) => {
    const index = indexOf.get(tabValue);
    return index === undefined
      ? undefined
      : { tab: `${baseId}-tab-${index}`, panel: `${baseId}-panel-${index}` };
  };

  const enabled = tabs.flatMap((tab, index) => (tab.disabled ? [] : [index]));
  const selectedIndex = indexOf.get(value);
  // Keyboard users must be able to reach the tablist even when no tab is selected yet.
  const focusableIndex =
    selectedIndex !== undefined && !tabs[selectedIndex]?.disabled ? selectedIndex : enabled[0];
  const hasTrailing = tabs.some((tab) => tab.trailing != null);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabRefs.current.indexOf(event.target as HTMLButtonElement);
    if (current < 0 || enabled.length === 0) return;
    const position = enabled.indexOf(current);
    const last = enabled.length - 1;
    let next: number | undefined;
    switch (event.key) {
      case 'ArrowRight':
        next = enabled[position >= last ? 0 : position + 1];
        break;
      case 'ArrowLeft':
        next = enabled[position <= 0 ? last : position - 1];
        break;
      case 'Home':
        next = enabled[0];
        break;
      case 'End':
        next = enabled[last];
        break;
      default:
        return;
    }
    event.preventDefault();
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || !tab) return;
    tabRefs.current[next]?.focus();
    if (tab.value !== value) onChange(tab.value);
  }

  return (
    <TabsContext.Provider value={{ value, ids }}>
      <div {...rest}>
        <Bar style={{ '--tab-count': tabs.length } as CSSProperties}>
          <TabList role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
            {tabs.map((tab, index) => {
              const selected = tab.value === value;
              const tabIds = ids(tab.value);
              return (
                <Tab
                  key={tab.value}
                  ref={(node: HTMLButtonElement | null) => {
                    tabRefs.current[index] = node;
                  }}
                  type="button"
                  role="tab"
                  id={tabIds?.tab}
                  aria-selected={selected}
                  aria-controls={panelValues.has(tab.value) ? tabIds?.panel : undefined}
                  tabIndex={index === focusableIndex ? 0 : -1}
                  disabled={tab.disabled}
                  style={{ gridColumn: index * 2 + 1 }}
                  onClick={() => {
                    if (!selected) onChange(tab.value);
                  }}
                >
                  {tab.children}
                  {tab.badge}
                </Tab>
              );
            })}
          </TabList>
          {hasTrailing ? (
            <TrailingRow>
              {tabs.map((tab, index) =>
                tab.trailing == null ? null : (
                  <TrailingSlot key={tab.value} style={{ gridColumn: index * 2 + 2 }}>
                    {tab.trailing}
                  </TrailingSlot>
                ),
              )}
            </TrailingRow>
          ) : null}
        </Bar>
        {content}
      </div>
    </TabsContext.Provider>
  );
}

/** Tabs and their panels: `Tabs.Tab` declares a tab, `Tabs.Panel` its content. */
export const Tabs = Object.assign(TabsRoot, { Tab: TabsTab, Panel: TabsPanel });
