import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { SECTION_SCAN_LIMIT } from '../../../../shared/domain/constants';
import type { Section } from '../../../../shared/protocol/types';
import { SectionBoundary } from './SectionBoundary';
import { rec, renderSections, sec } from './testUtils';

const heading = (title: string) => rec({ col1: title, col10: 'top_text', col14: '0' });

describe('SectionList', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
  });

  it('renders sections by their sort order, then id', () => {
    renderSections([
      sec('text_description', [heading('Third')], { id: 3, sort: 2 }),
      sec('text_description', [heading('First')], { id: 9, sort: 1 }),
      sec('text_description', [heading('Second')], { id: 2, sort: 2 }),
    ]);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['First', 'Second', 'Third']);
  });

  it(`shows at most ${SECTION_SCAN_LIMIT} sections`, () => {
    const sections = Array.from({ length: SECTION_SCAN_LIMIT + 5 }, (_, i) =>
      sec('text_description', [heading(`Section ${i + 1}`)], { id: i + 1, sort: i + 1 }),
    );
    renderSections(sections);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(SECTION_SCAN_LIMIT);
    expect(screen.getByText(`Section ${SECTION_SCAN_LIMIT}`)).toBeInTheDocument();
    expect(screen.queryByText(`Section ${SECTION_SCAN_LIMIT + 1}`)).not.toBeInTheDocument();
  });

  it('renders nothing for an unknown type and warns once per type', () => {
    const { container, rerender } = renderSections([
      sec('mystery_block_a', [rec({ col1: 'Hidden text' })]),
      sec('mystery_block_a', [rec({ col1: 'Also hidden' })]),
      sec('text_description', [heading('Known')]),
    ]);
    expect(screen.queryByText('Hidden text')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Known' })).toBeInTheDocument();
    expect(container.querySelectorAll('section')).toHaveLength(1);
    rerender(<></>);
    renderSections([sec('mystery_block_a', [])]);
    const calls = warn.mock.calls.filter(([msg]) => String(msg).includes('mystery_block_a'));
    expect(calls).toHaveLength(1);
  });

  it('keeps the page when a section carries malformed records', () => {
    const broken = sec('card_list', [
      null,
      42,
      { id: 'x', col1: 7, col2: null, col10: ['top_text'] },
    ] as unknown as Section['records']);
    const noRecords = { ...sec('collapse_pan', []), records: null } as unknown as Section;
    renderSections([broken, noRecords, sec('text_description', [heading('Still here')])]);
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
    // The numeric title was coerced to text rather than crashing the card.
    expect(screen.getByRole('heading', { name: '7' })).toBeInTheDocument();
  });

  it('isolates a section whose renderer throws', () => {
    const Broken = () => {
      throw new Error('bad section');
    };
    render(
      <>
        <SectionBoundary type="card_list" id={1}>
          <Broken />
        </SectionBoundary>
        <p>Rest of the page</p>
      </>,
    );
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('card_list'),
      expect.any(Error),
      expect.anything(),
    );
  });

  it('loads images eagerly only in the first visual section', () => {
    renderSections([
      sec('scroll_message', [rec({ col1: 'Notice one' })], { sort: 1 }),
      sec('card_list', [rec({ col1: 'Top card', col4: 'site/a.jpg' })], { sort: 2 }),
      sec('card_list', [rec({ col1: 'Lower card', col4: 'site/b.jpg' })], { sort: 3 }),
    ]);
    expect(screen.getByRole('img', { name: 'Top card' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Lower card' })).toHaveAttribute('loading', 'lazy');
  });

  it('uses h2 for a section heading and h3 for its items, h2 for items without one', () => {
    renderSections([
      sec('card_list', [heading('Our seva'), rec({ col1: 'Scholarships' })]),
      sec('card_list', [rec({ col1: 'Standalone' })]),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Our seva' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Scholarships' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Standalone' })).toBeInTheDocument();
  });
});
