import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { readTypedAddress } from './linkAddress';

export interface SiteLink {
  href: string;
  label: string;
}

/** The link the editor chose: where it goes and whether it opens in a new tab. */
export interface LinkChoice {
  href: string;
  newTab: boolean;
}

interface Props {
  /** Prefix of the dialog's ids (the editor's id). */
  id: string;
  links: readonly SiteLink[];
  /** The link at the cursor, when one is being changed. */
  initial: LinkChoice | null;
  onSave: (choice: LinkChoice) => void;
  onCancel: () => void;
}

/**
 * A small dialog beside the toolbar (not window.prompt, which cannot offer the site's pages):
 * a page of the site from a list, or an address typed; either fills the one address that is
 * checked against the rich-text policy, with the reason in words when it is refused. It is not
 * a <form>: the editor sits inside the screens' own forms, and forms do not nest. Escape
 * closes it; Enter in the address adds the link.
 */
export function LinkDialog({ id, links, initial, onSave, onCancel }: Props) {
  const [address, setAddress] = useState(initial?.href ?? '');
  const [newTab, setNewTab] = useState(initial?.newTab ?? false);
  const [problem, setProblem] = useState('');
  const first = useRef<HTMLSelectElement>(null);
  const addressField = useRef<HTMLInputElement>(null);
  const ids = {
    title: `${id}-link-title`,
    page: `${id}-link-page`,
    address: `${id}-link-address`,
    hint: `${id}-link-hint`,
    problem: `${id}-link-problem`,
    newTab: `${id}-link-new-tab`,
  };
  const page = links.some((l) => l.href === address) ? address : '';

  useEffect(() => {
    (first.current ?? addressField.current)?.focus();
  }, []);

  const save = () => {
    const typed = readTypedAddress(address);
    if ('problem' in typed) {
      setProblem(typed.problem);
      addressField.current?.focus();
      return;
    }
    onSave({ href: typed.href, newTab });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    // Escape is caught here, for every field of the dialog.
    <div role="dialog" aria-labelledby={ids.title} className="rte__dialog" onKeyDown={onKeyDown}>
      <p id={ids.title} className="rte__dialog-title">
        {initial ? 'Change the link' : 'Add a link'}
      </p>
      {links.length > 0 && (
        <div className="field">
          <label className="field__label" htmlFor={ids.page}>
            A page of the site
          </label>
          <select
            ref={first}
            id={ids.page}
            className="field__control"
            value={page}
            onChange={(e) => {
              setAddress(e.target.value);
              setProblem('');
            }}
          >
            <option value="">Choose a page…</option>
            {links.map((l) => (
              <option key={l.href} value={l.href}>
                {l.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label className="field__label" htmlFor={ids.address}>
          {links.length > 0 ? 'Or type an address' : 'Address'}
        </label>
        <input
          ref={addressField}
          id={ids.address}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          className={problem ? 'field__control field--invalid' : 'field__control'}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${ids.hint} ${ids.problem}` : ids.hint}
          value={address}
          onChange={(e) => {
            setAddress(e.target.value);
            setProblem('');
          }}
          onKeyDown={(e) => {
            // Enter adds the link here rather than sending the screen's form around the editor.
            if (e.key !== 'Enter') return;
            e.preventDefault();
            save();
          }}
        />
        <p id={ids.hint} className="field__hint">
          Another site: https://example.org/page. A page of this site: /about_us. Also mailto: and
          tel: addresses.
        </p>
        {problem && (
          <p id={ids.problem} role="alert" className="field__error">
            {problem}
          </p>
        )}
      </div>
      <label className="rte__check" htmlFor={ids.newTab}>
        <input
          id={ids.newTab}
          type="checkbox"
          checked={newTab}
          onChange={(e) => setNewTab(e.target.checked)}
        />{' '}
        Open in a new tab
      </label>
      <div className="console-actions">
        <button type="button" className="button" onClick={save}>
          {initial ? 'Change the link' : 'Add the link'}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
