import { useState } from 'react';
import { SECTION_TYPE_CHOICES } from './fields/fieldTable';

/** Picks the type of a new section from the site's section types, each with what it shows. */
export function AddSection({ onAdd }: { onAdd: (type: string) => void }) {
  const [open, setOpen] = useState(false);
  const [type, setType] = useState('');
  if (!open)
    return (
      <button type="button" className="button button--quiet" onClick={() => setOpen(true)}>
        Add a section
      </button>
    );
  return (
    <form
      className="console-form pages-add"
      onSubmit={(e) => {
        e.preventDefault();
        if (!type) return;
        onAdd(type);
        setOpen(false);
        setType('');
      }}
    >
      <fieldset>
        <legend>Type of the new section</legend>
        <p className="field__hint">It comes after the section picked (else at the end).</p>
        <ul className="pages-types">
          {SECTION_TYPE_CHOICES.map((c) => (
            <li key={c.type}>
              <input
                type="radio"
                name="pages-new-type"
                id={`pages-type-${c.type}`}
                value={c.type}
                checked={type === c.type}
                aria-describedby={`pages-type-${c.type}-doc`}
                onChange={() => setType(c.type)}
              />{' '}
              <label htmlFor={`pages-type-${c.type}`}>{c.name}</label>
              <span id={`pages-type-${c.type}-doc`} className="pages-types__doc">
                {c.doc}
              </span>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="console-actions">
        <button type="submit" className="button" disabled={!type}>
          Add this section
        </button>
        <button type="button" className="button button--quiet" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
