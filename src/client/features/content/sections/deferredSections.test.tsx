import { act, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import type { Section } from '../../../../shared/protocol/types';
import { renderWithProviders } from '../../../test/render';
import { observeByHand } from '../../../test/observerStub';
import { SectionList } from './SectionList';
import { rec, sec } from './testUtils';

const heading = (title: string) => rec({ col1: title, col10: 'top_text', col14: '0' });

// A banner on top (drawn at once), then three text sections further down.
const page = (): Section[] => [
  sec('scroll_message', [rec({ col1: 'Registrations open' })], { id: 1, sort: 1 }),
  sec('home_banner', [rec({ col1: 'Welcome to the trust', col4: 'site/b.jpg' })], {
    id: 2,
    sort: 2,
  }),
  sec('text_description', [heading('Our history')], { id: 3, sort: 3 }),
  sec('text_description', [heading('Our trustees')], { id: 4, sort: 4 }),
  sec('collapse_pan', [heading('Questions'), rec({ col1: 'How do I join?' })], {
    id: 5,
    sort: 5,
  }),
];

const renderPage = (route = '/about_us') =>
  renderWithProviders(
    <>
      <Link to="#trustees">Jump to the trustees</Link>
      <SectionList sections={page()} loc="about_us" />
    </>,
    { route },
  );

const shown = (name: string) => screen.queryByRole('heading', { name }) !== null;

describe('sections below the first one, with an IntersectionObserver', () => {
  const observer = observeByHand();

  it('draws the ticker and the first banner at once, the rest as each nears the viewport', () => {
    const { container } = renderPage();
    expect(screen.getAllByText('Registrations open').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Welcome to the trust' })).toBeInTheDocument();
    expect([shown('Our history'), shown('Our trustees'), shown('Questions')]).toEqual([
      false,
      false,
      false,
    ]);
    // Their room is kept, sized for the type, so the page does not grow when they come.
    const rooms = container.querySelectorAll<HTMLElement>('.cs-deferred');
    expect([...rooms].map((r) => r.style.minHeight)).toEqual(['360px', '360px', '480px']);

    observer().intersect(observer().watched()[0]);
    expect([shown('Our history'), shown('Our trustees'), shown('Questions')]).toEqual([
      true,
      false,
      false,
    ]);
    observer().intersect(observer().watched()[1]);
    expect([shown('Our trustees'), shown('Questions')]).toEqual([false, true]);
    observer().intersect(observer().watched()[0]);
    expect(shown('Our trustees')).toBe(true);
    expect(container.querySelector('.cs-deferred')).toBeNull();
  });

  it('draws every section when the address names a #target, which may be in any of them', () => {
    renderPage('/about_us#trustees');
    expect(shown('Our history')).toBe(true);
    expect(shown('Our trustees')).toBe(true);
    expect(screen.getByRole('button', { name: 'How do I join?' })).toBeInTheDocument();
  });

  it('draws every section when an in-page #link is followed', async () => {
    const { user } = renderPage();
    expect(shown('Questions')).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Jump to the trustees' }));
    expect(shown('Our trustees')).toBe(true);
    expect(shown('Questions')).toBe(true);
  });

  it('draws every section at the first Tab, before the focus moves on', async () => {
    const { user } = renderPage();
    expect(shown('Questions')).toBe(false);
    await user.tab();
    expect(shown('Our history')).toBe(true);
    expect(screen.getByRole('button', { name: 'How do I join?' })).toBeInTheDocument();
  });

  it('draws every section before printing', () => {
    renderPage();
    expect(shown('Our trustees')).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(shown('Our trustees')).toBe(true);
    expect(shown('Questions')).toBe(true);
  });

  it('draws the rest one section per idle moment once the page has loaded', () => {
    const pending: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => pending.push(callback);
    window.cancelIdleCallback = () => undefined;
    const runIdle = () =>
      act(() => {
        pending.shift()?.({ didTimeout: false, timeRemaining: () => 10 });
      });
    try {
      renderPage();
      // Sections 1 and 2 (ticker, banner) are drawn already; the third is the next one to come.
      runIdle();
      runIdle();
      expect(shown('Our history')).toBe(false);
      runIdle();
      expect(shown('Our history')).toBe(true);
      expect(shown('Our trustees')).toBe(false);
      runIdle();
      runIdle();
      expect(shown('Our trustees')).toBe(true);
      expect(shown('Questions')).toBe(true);
    } finally {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
      delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
    }
  });
});

describe('without an IntersectionObserver (old browsers)', () => {
  it('draws every section at once', () => {
    const { container } = renderPage();
    expect(shown('Our history')).toBe(true);
    expect(shown('Our trustees')).toBe(true);
    expect(shown('Questions')).toBe(true);
    expect(container.querySelector('.cs-deferred')).toBeNull();
  });
});
