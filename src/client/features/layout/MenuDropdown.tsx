import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MenuNode } from '../../entities/menus';
import { MenuLink } from './MenuLink';

/** A menu entry with children: a disclosure button and its list (keyboard: Enter, Space, Escape). */
export function MenuDropdown({ node, depth }: { node: MenuNode; depth: number }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!itemRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <li
      ref={itemRef}
      className={`menu__item menu__item--parent menu__item--depth-${depth}`}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!itemRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="menu__link menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {node.col1}
        <span className="menu__caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="submenu" hidden={!open}>
        {node.col2.trim() && (
          <li className="menu__item">
            <MenuLink menu={node} className="menu__link" />
          </li>
        )}
        {node.children.map((child) => (
          <MenuEntry key={child.id} node={child} depth={depth + 1} />
        ))}
      </ul>
    </li>
  );
}

export function MenuEntry({ node, depth }: { node: MenuNode; depth: number }) {
  if (node.children.length > 0) return <MenuDropdown node={node} depth={depth} />;
  return (
    <li className={`menu__item menu__item--depth-${depth}`}>
      <MenuLink menu={node} className="menu__link" />
    </li>
  );
}
