import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SectionList } from './SectionList';
import { rec, sec } from './testUtils';

/** The media library's alt text (the page answer's media_alt; issue #17 item 6). */
const gallery = () => [
  sec('image_gallery', [
    rec({ col1: 'Holi Milan', col4: 'site/gallery-holi.jpg' }),
    rec({ col1: 'Annual Day', col4: '/media/site/annual.jpg' }),
  ]),
];

it('shows the library’s alt text for a picture that has one, by the column as stored', () => {
  render(
    <MemoryRouter>
      <SectionList
        sections={gallery()}
        loc="gallery"
        mediaAlt={{
          'site/gallery-holi.jpg': 'Families throwing colours at the Holi Milan',
          '/media/site/annual.jpg': 'Children on stage at the annual day',
        }}
      />
    </MemoryRouter>,
  );
  expect(
    screen.getByRole('img', { name: 'Families throwing colours at the Holi Milan' }),
  ).toHaveAttribute('src', '/media/site/gallery-holi.jpg');
  expect(screen.getByRole('img', { name: 'Children on stage at the annual day' })).toBeVisible();
  expect(screen.queryByRole('img', { name: 'Holi Milan' })).toBeNull();
});

it('keeps today’s alt text when the library has none for a picture', () => {
  render(
    <MemoryRouter>
      <SectionList sections={gallery()} loc="gallery" mediaAlt={{ 'site/other.jpg': 'Other' }} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('img', { name: 'Holi Milan' })).toBeVisible();
  expect(screen.getByRole('img', { name: 'Annual Day' })).toBeVisible();
});
