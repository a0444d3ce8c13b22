import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { toContentItem } from '../../../../shared/protocol/contentFields';
import { plainText, SafeHtml } from './index';
import { rec } from './testUtils';

// The service cleans rich text (server/content/sanitize.ts and its tests); these tests check
// that the site shows what it answers, so they start from a record as it arrives.
const richText = (html: string) => toContentItem(rec({ col2: html })).richText;

function Where() {
  return <p>Now at {useLocation().pathname}</p>;
}

function InRouter({ html }: { html: string }) {
  return (
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <SafeHtml html={richText(html)} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>
  );
}

describe('SafeHtml', () => {
  it("shows the service's rich text as markup: formatting, lists, headings and links", () => {
    const { container } = render(
      <SafeHtml
        html={richText(
          '<p>Seva <strong>first</strong></p><ul><li>One</li></ul><h3>Three</h3><p><a href="https://example.org" target="_blank" rel="noopener noreferrer">Out</a></p>',
        )}
        className="extra"
      />,
    );
    expect(screen.getByText('first').tagName).toBe('STRONG');
    expect(screen.getByRole('listitem')).toHaveTextContent('One');
    expect(screen.getByRole('heading', { level: 3, name: 'Three' })).toBeInTheDocument();
    const out = screen.getByRole('link', { name: 'Out' });
    expect(out).toHaveAttribute('href', 'https://example.org');
    expect(out).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.firstElementChild).toHaveClass('cs-rich', 'extra');
  });

  it('shows entities as the characters they stand for, and escaped markup as text', () => {
    render(<SafeHtml html={richText('<p>Tom &amp; Jerry &lt;b&gt;</p>')} as="span" />);
    expect(screen.getByText('Tom & Jerry <b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('navigates in-site links inside the app instead of reloading', async () => {
    render(<InRouter html={'<p>See <a href="/about_us">about us</a></p>'} />);
    await userEvent.click(screen.getByRole('link', { name: 'about us' }));
    expect(screen.getByText('Now at /about_us')).toBeInTheDocument();
  });

  it('leaves links to a new tab, to media and to other sites to the browser', async () => {
    render(
      <InRouter
        html={
          '<a href="/faq" target="_blank" rel="noopener noreferrer">tab</a> <a href="/media/site/a.pdf">pdf</a> <a href="https://example.org/x">away</a>'
        }
      />,
    );
    for (const name of ['tab', 'pdf', 'away']) {
      const link = screen.getByRole('link', { name });
      // Our handler runs first; a link it leaves alone is not prevented (jsdom then does nothing).
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      link.dispatchEvent(click);
      expect([name, click.defaultPrevented]).toEqual([name, false]);
    }
    expect(screen.getByText('Now at /home')).toBeInTheDocument();
  });

  it('renders nothing for an empty or blank field', () => {
    const { container } = render(
      <>
        <SafeHtml html={richText('')} />
        <SafeHtml html={richText('  \n ')} />
        <SafeHtml html={undefined} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

// Checked by tsc (npm run typecheck), never rendered: SafeHtml takes no plain string, such as
// a member's words; only a content answer's rich-text field is CleanHtml.
// @ts-expect-error a string is not CleanHtml
void (<SafeHtml html={'<b>typed</b>' as string} />);

describe('plainText', () => {
  it('gives the visible text of rich content, blocks apart and entities decoded', () => {
    expect(plainText(richText('<p>Bookings &amp; <strong>dates</strong></p><p>Open</p>'))).toBe(
      'Bookings & dates Open',
    );
    expect(plainText(richText(''))).toBe('');
    expect(plainText(undefined)).toBe('');
  });
});
