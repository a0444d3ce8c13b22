import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
// server.node: the renderer `react-dom/server` gives here (the layering rule reads "/server").
import { renderToString } from 'react-dom/server.node';
import { observeByHand } from '../test/observerStub';
import { LateHydration } from './LateHydration';

// The server's render writes everything (the gate starts open there); jsdom always has a window.
let mockOnServer = false;
jest.mock('./useHydrating', () => ({
  ...jest.requireActual('./useHydrating'),
  onServer: () => mockOnServer,
}));

/** How often the part below the fold has been drawn, and pressed, by the browser's React. */
let drawn = 0;
let presses = 0;

function Part() {
  drawn += 1;
  const [count, setCount] = useState(0);
  return (
    <p>
      <button
        type="button"
        onClick={() => {
          presses += 1;
          setCount(count + 1);
        }}
      >
        Pressed {count} times
      </button>
    </p>
  );
}

// Children keep their identity between renders, as LateHydration asks.
const part = <Part />;

const page = (props: { wake?: boolean; version?: string } = {}) => (
  <main>
    <h2>Top of the page</h2>
    <LateHydration margin={0} wake={props.wake ?? false} version={props.version ?? 'en'}>
      {part}
    </LateHydration>
  </main>
);

let root: Root | null = null;
let errors: jest.SpyInstance;

/** The page as the server writes it, then taken over by the browser. */
async function serveAndHydrate(props: { wake?: boolean; version?: string } = {}) {
  const container = document.createElement('div');
  container.innerHTML = asServer(() => renderToString(page(props)));
  document.body.appendChild(container);
  drawn = 0;
  await act(async () => {
    root = hydrateRoot(container, page(props));
  });
  return container;
}

/** Runs `render` as on the server. */
function asServer(render: () => string): string {
  mockOnServer = true;
  try {
    return render();
  } finally {
    mockOnServer = false;
  }
}

const isTakenOver = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber'));

beforeEach(() => {
  presses = 0;
  errors = jest.spyOn(console, 'error');
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  // No hydration mismatch, no recoverable error: React reports both with console.error.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

describe('a part of a server-written page taken over late', () => {
  const observer = observeByHand();

  it('stays the server’s HTML, not drawn again, until it nears the viewport', async () => {
    await serveAndHydrate();
    const button = screen.getByRole('button', { name: 'Pressed 0 times' });
    expect(drawn).toBe(0);
    expect(isTakenOver(button)).toBe(false);
    // The top of the page is the browser's already.
    expect(isTakenOver(screen.getByRole('heading', { name: 'Top of the page' }))).toBe(true);

    await act(async () => observer().intersect(observer().watched()[0]));
    expect(drawn).toBe(1);
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBe(button);
    expect(isTakenOver(button)).toBe(true);
    fireEvent.click(button);
    expect(button).toHaveTextContent('Pressed 1 times');
  });

  it('is taken over at once when pressed before it came near, and the press counts', async () => {
    await serveAndHydrate();
    const button = screen.getByRole('button', { name: 'Pressed 0 times' });
    // The press opens the gate; React's own listener then takes the part over for the click.
    await act(async () => {
      fireEvent.pointerDown(button);
      fireEvent.click(button);
      expect(presses).toBe(1);
    });
    expect(button).toHaveTextContent('Pressed 1 times');
  });

  it('is taken over when focus reaches it (a keyboard visitor)', async () => {
    await serveAndHydrate();
    const button = screen.getByRole('button', { name: 'Pressed 0 times' });
    await act(async () => button.focus());
    expect(drawn).toBe(1);
    expect(isTakenOver(button)).toBe(true);
  });

  it('is taken over with the page when woken (print, Tab, #hash)', async () => {
    await serveAndHydrate({ wake: true });
    expect(drawn).toBe(1);
    expect(isTakenOver(screen.getByRole('button', { name: 'Pressed 0 times' }))).toBe(true);
  });

  it('is drawn afresh, not hydrated, once the page is no longer what the server wrote', async () => {
    const container = await serveAndHydrate();
    const before = screen.getByRole('button', { name: 'Pressed 0 times' });
    await act(async () => root?.render(page({ version: 'hi' })));
    expect(drawn).toBe(1);
    const after = screen.getByRole('button', { name: 'Pressed 0 times' });
    expect(after).not.toBe(before);
    expect(container.querySelectorAll('button')).toHaveLength(1);
    fireEvent.click(after);
    expect(after).toHaveTextContent('Pressed 1 times');
  });
});
