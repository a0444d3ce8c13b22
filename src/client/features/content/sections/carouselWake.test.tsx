import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { observeByHand } from '../../../test/observerStub';
import { SectionList } from './SectionList';
import { rec, sec } from './testUtils';

// Blog teasers, three at a time on a desktop, as the first section (so drawn at once).
const blogs = () =>
  sec('blog_carousel', [
    rec({ col1: 'Our seva', col10: 'top_text', col14: '0' }),
    rec({ col1: 'Annual Day 2025', col7: '/blogs/Annual-Day-2025', col14: '1' }),
    rec({ col1: 'Holi Milan', col7: '/blogs/Holi-Milan', col14: '2' }),
    rec({ col1: 'Garba Night', col7: '/blogs/Garba-Night', col14: '3' }),
    rec({ col1: 'Samuhik Vivah', col7: '/blogs/Samuhik-Vivah', col14: '4' }),
  ]);

const renderBlogs = () =>
  renderWithProviders(<SectionList sections={[blogs()]} loc="blogs" />, { route: '/blogs' });

const carousel = () => screen.getByRole('group', { name: 'Our seva' });

describe('a carousel before it is wanted', () => {
  const observer = observeByHand();

  it('shows its first slides as plain links, the others hidden, and no slider controls', async () => {
    renderBlogs();
    // The carousels' renderers come in a chunk of their own (lazy) first.
    const group = await screen.findByRole('group', { name: 'Our seva' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(expect.arrayContaining(['Annual Day 2025', 'Holi Milan', 'Garba Night']));
    expect(within(group).queryByRole('link', { name: 'Samuhik Vivah' })).not.toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });

  it('becomes the slider when it comes into view', async () => {
    renderBlogs();
    await screen.findByRole('group', { name: 'Our seva' });
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    observer().intersect(observer().watched()[0]);
    expect(await screen.findByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(within(carousel()).getByRole('button', { name: 'Go to slide 1 of 4' })).toBeVisible();
  });

  it('becomes the slider when pointed at', async () => {
    const { user } = renderBlogs();
    await user.hover(await screen.findByRole('link', { name: 'Holi Milan' }));
    expect(await screen.findByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('becomes the slider when a keyboard reaches it, and the focus stays on the first slide', async () => {
    const { user } = renderBlogs();
    await screen.findByRole('group', { name: 'Our seva' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Annual Day 2025' })).toHaveFocus();
    expect(await screen.findByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Annual Day 2025'));
    expect(document.activeElement?.closest('.slick-active')).not.toBeNull();
  });
});
