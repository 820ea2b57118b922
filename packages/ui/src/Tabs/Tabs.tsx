import * as RadixTabs from '@radix-ui/react-tabs';
import { type ReactNode, useId, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { navigationTexts } from '../i18n/texts/navigation.ts';
import styles from './Tabs.module.css';

// This component's texts come with it: pages without it do not carry them.
registerTexts(navigationTexts);

export const TABS_ACTIVATION_MODES = ['automatic', 'manual'] as const;
export type TabsActivationMode = (typeof TABS_ACTIVATION_MODES)[number];

export interface TabItem {
  value: string;
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  disabled?: boolean;
  /**
   * Why a disabled tab is unavailable, e.g. "available after disaster mode ends". It is the tab's
   * accessible description and shows on hover and while the tab list has keyboard focus.
   */
  disabledReason?: string;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** The tab list's accessible name, e.g. "History". */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * `automatic` (default) shows a panel as soon as its tab gets focus; `manual` waits for Enter or
   * Space, for panels that are slow to render or fetch.
   */
  activationMode?: TabsActivationMode;
  /** Stretches the tabs over the whole width. */
  fitted?: boolean;
}

/**
 * Tabs over panels of one page (Radix): arrows move between the tabs and skip disabled ones, Home
 * and End go to the first and last, Tab moves into the panel. A disabled tab says why.
 */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  activationMode = 'automatic',
  fitted = false,
}: TabsProps) {
  const t = useT();
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.value;
  // Reasons show for the hovered disabled tab, and all of them while the tab list has focus
  // (arrows skip disabled tabs, so a keyboard user never lands on one to ask).
  const [hovered, setHovered] = useState<string | null>(null);
  const [listFocused, setListFocused] = useState(false);
  return (
    <RadixTabs.Root
      className={styles.root}
      data-slot="tabs"
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? firstEnabled) : undefined}
      onValueChange={onValueChange}
      activationMode={activationMode}
    >
      <RadixTabs.List
        className={styles.list}
        data-slot="tabs-list"
        data-fitted={fitted || undefined}
        aria-label={label}
        onMouseOver={(event) => {
          // Disabled buttons take no pointer events, so their wrapper is the target.
          const target = event.target instanceof Element ? event.target : null;
          const wrap = target?.closest<HTMLElement>('[data-slot="tabs-disabled"]');
          setHovered(wrap?.dataset.value ?? null);
        }}
        onMouseLeave={() => setHovered(null)}
        onFocus={() => setListFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setListFocused(false);
        }}
      >
        {items.map((item, index) => {
          if (!item.disabled) {
            return (
              <RadixTabs.Trigger
                key={item.value}
                value={item.value}
                className={styles.tab}
                data-slot="tabs-tab"
              >
                {item.label}
              </RadixTabs.Trigger>
            );
          }
          const reasonId = `${baseId}-reason-${index}`;
          return (
            <span
              key={item.value}
              className={styles.disabledWrap}
              data-slot="tabs-disabled"
              data-value={item.value}
            >
              <RadixTabs.Trigger
                value={item.value}
                disabled
                className={styles.tab}
                data-slot="tabs-tab"
                aria-describedby={reasonId}
              >
                {item.label}
              </RadixTabs.Trigger>
              {/* Hidden from the tree (a tab list owns tabs only) but still the description. */}
              <span
                id={reasonId}
                className={styles.reason}
                data-slot="tabs-reason"
                data-visible={listFocused || hovered === item.value || undefined}
                aria-hidden
              >
                {item.disabledReason ?? t('tabs.disabledReason')}
              </span>
            </span>
          );
        })}
      </RadixTabs.List>
      {items
        .filter((item) => !item.disabled)
        .map((item) => (
          <RadixTabs.Content
            key={item.value}
            value={item.value}
            className={styles.panel}
            data-slot="tabs-panel"
          >
            {item.content}
          </RadixTabs.Content>
        ))}
    </RadixTabs.Root>
  );
}
