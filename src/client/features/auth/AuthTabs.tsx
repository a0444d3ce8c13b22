import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useT, type MessageId } from '../../entities/language';
import type { AuthTab } from './authView';

const TABS: { id: AuthTab; label: MessageId }[] = [
  { id: 'login', label: 'login.tabLogin' },
  { id: 'forgot', label: 'login.tabForgot' },
];

interface AuthTabsProps {
  selected: AuthTab;
  /** False while a step is under way: the other tab is then unavailable. */
  canSwitch: boolean;
  onSelect: (tab: AuthTab) => void;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between the tabs and
 * select them; only the selected tab is in the tab order.
 */
export function AuthTabs({ selected, canSwitch, onSelect, children }: AuthTabsProps) {
  const refs = useRef(new Map<AuthTab, HTMLButtonElement>());
  const { t } = useT();

  const choose = (tab: AuthTab) => {
    if (tab === selected || !canSwitch) return;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((t) => t.id === selected);
    const last = TABS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(TABS[target].id);
  };

  return (
    <>
      <div role="tablist" aria-label={t('login.title')} className="auth-tabs">
        {TABS.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`auth-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`auth-panel-${tab.id}`}
              aria-disabled={!isSelected && !canSwitch ? true : undefined}
              tabIndex={isSelected ? 0 : -1}
              className={isSelected ? 'auth-tabs__tab auth-tabs__tab--selected' : 'auth-tabs__tab'}
              onClick={() => choose(tab.id)}
              onKeyDown={onKeyDown}
            >
              {t(tab.label)}
            </button>
          );
        })}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`auth-panel-${tab.id}`}
          aria-labelledby={`auth-tab-${tab.id}`}
          hidden={tab.id !== selected}
          className="auth-panel"
        >
          {tab.id === selected ? children : null}
        </div>
      ))}
    </>
  );
}
