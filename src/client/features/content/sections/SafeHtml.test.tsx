import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SafeHtml } from './index';
import { plainText, sanitizeHtml } from './lib/sanitize';

declare global {
  interface Window {
    __pwned?: number;
  }
}

function Where() {
  return <p>Now at {useLocation().pathname}</p>;
}

describe('SafeHtml', () => {
  afterEach(() => {
    delete window.__pwned;
  });

  it('keeps basic formatting and links', () => {
    render(<SafeHtml html={'<p>Seva <strong>first</strong></p><ul><li>One</li></ul>'} />);
    expect(screen.getByText('first').tagName).toBe('STRONG');
    expect(screen.getByRole('listitem')).toHaveTextContent('One');
  });

  it('drops scripts so they neither run nor reach the DOM', () => {
    const { container } = render(
      <SafeHtml html={'<p>Hello</p><script>window.__pwned = 1</script>'} />,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('__pwned');
    expect(window.__pwned).toBeUndefined();
  });

  it('strips event handlers such as onerror', async () => {
    const { container } = render(
      <SafeHtml
        html={'<img src="x" onerror="window.__pwned = 2"><p onclick="window.__pwned = 3">Tap</p>'}
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).not.toMatch(/onerror|onclick/i);
    expect(container.querySelector('img')).toBeNull();
    await userEvent.click(screen.getByText('Tap'));
    expect(window.__pwned).toBeUndefined();
  });

  it('drops javascript: links but keeps their text', () => {
    render(<SafeHtml html={'<a href="javascript:alert(1)">Click me</a>'} />);
    expect(screen.getByText('Click me')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('removes iframes, styles and style attributes', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<iframe src="https://evil.example"></iframe><style>p{}</style><p style="color:red">Text</p>'
        }
      />,
    );
    expect(container.querySelector('iframe, style, [style]')).toBeNull();
    expect(screen.getByText('Text')).toBeInTheDocument();
  });

  it('forces rel="noopener noreferrer" on links that open a new tab', () => {
    render(
      <SafeHtml html={'<a href="https://example.org" target="_blank" rel="opener">Out</a>'} />,
    );
    expect(screen.getByRole('link', { name: 'Out' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('navigates in-site links inside the app instead of reloading', async () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <SafeHtml html={'<p>See <a href="/about_us">about us</a></p>'} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'about us' }));
    expect(screen.getByText('Now at /about_us')).toBeInTheDocument();
  });

  it('renders nothing for empty content', () => {
    const { container } = render(<SafeHtml html="" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('sanitizeHtml / plainText', () => {
  it('never lets h1 or h2 into content headings, keeping their words', () => {
    expect(sanitizeHtml('<h1>Big</h1><h3>Small</h3>')).toBe('Big<h3>Small</h3>');
  });

  it('gives the visible text of rich content', () => {
    expect(plainText('<p>Bookings &amp; <strong>dates</strong></p>')).toBe('Bookings & dates');
  });
});
