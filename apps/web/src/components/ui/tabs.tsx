import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

type Tab = { id: string; label: ReactNode };

type TabsProps = {
  tabs: Tab[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
  /** Renders the panel of the selected tab. */
  children: ReactNode;
  className?: string;
  tabClassName?: (isSelected: boolean) => string;
};

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is in the tab order. */
export function Tabs({ tabs, selected, onSelect, label, children, className, tabClassName }: TabsProps) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? selectedIndex === last
          ? 0
          : selectedIndex + 1
        : event.key === 'ArrowLeft'
          ? selectedIndex === 0
            ? last
            : selectedIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onSelect(tabs[next]!.id);
    refs.current[next]?.focus();
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={
                tabClassName?.(isSelected) ??
                `rounded-t-lg px-4 py-2 font-semibold ${isSelected ? 'bg-brand text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200'}`
              }
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tabs[selectedIndex]?.id}`}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
