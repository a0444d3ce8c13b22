import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { signedInConsole, TOKEN } from '../consoleTestUtils';
import { VIDEO_LINK_MESSAGE } from '../../../shared/domain/videoLink';
import { ABOUT, cols, fakePages, lastSent, record, section, sentPage } from './pagesTestUtils';
import { choosePicture } from '../media/mediaTestUtils';
import { fillRichText, stubLayoutForProseMirror } from '../richText/richTextTestUtils';

beforeAll(stubLayoutForProseMirror);

jest.setTimeout(60_000);

const region = (name: string | RegExp) => screen.getByRole('region', { name });

it('lists the pages for an editor, with their drafts, and opens one', async () => {
  const { user } = await signedInConsole('editor', '/team/pages', fakePages());
  const nav = await screen.findByRole('navigation', { name: 'Console' });
  expect(within(nav).getByRole('link', { name: 'Pages' })).toBeVisible();
  expect(await screen.findByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  const table = await screen.findByRole('table', { name: 'The site’s pages' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => Array.from(r.children).map((c) => c.textContent));
  expect(rows).toEqual([
    ['/about_us', 'About us', '2', '', 'Not from the console yet'],
    ['/home', 'Home', '7', 'Draft waiting', 'Not from the console yet'],
  ]);
  await user.click(within(table).getByRole('link', { name: '/about_us' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Page /about_us' })).toBeVisible();
  expect(
    within(await screen.findByRole('list', { name: 'Sections' }))
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['1. Text description — Our story', '2. List slider — Events']);
  const { violations } = await axe.run(document.body, {
    rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
  });
  expect(violations.map((v) => v.id)).toEqual([]);
});

it('fills every field kind of sections and items of several types, and saves the exact page', async () => {
  const service = fakePages();
  const { user, calls } = await signedInConsole('editor', '/team/pages/about_us', service);
  await screen.findByRole('list', { name: 'Sections' });

  // The dated list: its items show only the fields its renderer reads, and the date.
  await user.click(screen.getByRole('button', { name: '2. List slider — Events' }));
  const events = () => region('Section 2. List slider — Events');
  await user.click(within(events()).getByRole('button', { name: '1. Diwali Milan' }));
  const diwali = () => region('Item 1. Diwali Milan');
  expect(
    within(diwali())
      .getAllByRole('textbox')
      .map((b) => b.id),
  ).toEqual([
    'pages-item-title',
    'pages-item-title-hi',
    'pages-item-richText',
    'pages-item-richText-hi',
    'pages-item-link',
    'pages-item-buttonLabel',
    'pages-item-buttonLabel-hi',
    'pages-item-columnClass',
  ]);
  expect(within(diwali()).queryByLabelText(/^Video link/)).toBeNull();
  const date = within(diwali()).getByLabelText(/^Date/);
  expect(date).toHaveValue('2026-11-01');
  fireEvent.change(date, { target: { value: '2026-11-08' } });
  await fillRichText(user, diwali(), /^Text$/, 'At the hall.');
  // Beside the English, the Hindi of the fields that may have one (issue #18 item 4).
  await user.type(within(diwali()).getByLabelText(/^Title in Hindi$/), 'दीवाली मिलन');
  await fillRichText(user, diwali(), /^Text in Hindi$/, 'सभा भवन में।');
  await user.type(within(diwali()).getByLabelText(/^Button words in Hindi$/), 'विवरण');
  await choosePicture(user, diwali(), /^Picture/, 'site/diwali.jpg');
  expect(within(diwali()).getByText('site/diwali.jpg', { selector: 'code' })).toBeVisible();
  await user.type(within(diwali()).getByRole('textbox', { name: /^Link/ }), '/events');
  await user.type(within(diwali()).getByLabelText(/^Button words$/), 'Details');
  await user.type(within(diwali()).getByLabelText(/^Width/), 'col-4');

  // A new picture-and-text section: heading, background, heading row, and an item with a video.
  await user.click(screen.getByRole('button', { name: 'Add a section' }));
  const picker = screen.getByRole('group', { name: 'Type of the new section' });
  const choice = within(picker).getByRole('radio', { name: 'Img text desc img left' });
  expect(choice).toHaveAccessibleDescription('Picture left, text right.');
  await user.click(choice);
  await user.click(screen.getByRole('button', { name: 'Add this section' }));
  const story = () => region(/^Section 3\. Img text desc img left/);
  await user.type(within(story()).getByLabelText(/^Section heading/), 'Our hall');
  await choosePicture(user, story(), /^Background picture/, 'site/bg.jpg');
  await user.type(within(story()).getByLabelText(/^Heading-row title$/), 'The hall');
  await fillRichText(user, story(), /^Introduction$/, 'Built in 1990.');
  await user.type(within(story()).getByLabelText(/^Line above the heading$/), 'Our place');
  await user.click(within(story()).getByRole('button', { name: 'Add an item' }));
  const hall = () => region(/^Item 1\./);
  await user.type(within(hall()).getByLabelText(/^Title$/), 'The hall');
  await fillRichText(user, hall(), /^Text$/, 'Two floors.');
  await fillRichText(user, hall(), /^More text$/, 'Lift access.');
  await choosePicture(user, hall(), /^Picture/, 'site/hall.jpg');
  await user.type(within(hall()).getByRole('textbox', { name: /^Link/ }), '/contactus');
  await user.type(within(hall()).getByLabelText(/^Button words$/), 'Book it');
  const video = within(hall()).getByLabelText(/^Video link/);
  await user.type(video, 'https://example.com/v/1');
  expect(within(hall()).getByText(VIDEO_LINK_MESSAGE)).toBeVisible();
  // The screen refuses to send a link the site cannot show.
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(within(region('Draft')).getByRole('alert')).toHaveTextContent(
    `Section 3 › item 1: ${VIDEO_LINK_MESSAGE}`,
  );
  expect(lastSent(calls, 'pageSaveDraft')).toBeUndefined();
  await user.clear(video);
  await user.type(video, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  expect(within(hall()).queryByText(VIDEO_LINK_MESSAGE)).toBeNull();

  // A card list: its selects and its second picture.
  await user.click(screen.getByRole('button', { name: 'Add a section' }));
  await user.click(screen.getByRole('radio', { name: 'Card list' }));
  await user.click(screen.getByRole('button', { name: 'Add this section' }));
  const cards = () => region(/^Section 4\. Card list/);
  await user.type(within(cards()).getByLabelText(/^Section heading/), 'Trustees');
  await user.click(within(cards()).getByRole('button', { name: 'Add an item' }));
  const card = () => region(/^Item 1\./);
  await user.type(within(card()).getByLabelText(/^Title$/), 'Asha Jain');
  await fillRichText(user, card(), /^Text$/, 'Treasurer.');
  await choosePicture(user, card(), /^Picture/, 'people/asha.jpg');
  await choosePicture(user, card(), /^Second picture/, 'people/bg.jpg');
  await user.type(within(card()).getByRole('textbox', { name: /^Link/ }), '/committee');
  await user.type(within(card()).getByLabelText(/^Button words$/), 'Profile');
  await user.selectOptions(within(card()).getByLabelText(/^Picture shape/), 'Round');
  await user.selectOptions(within(card()).getByLabelText(/^Picture use/), 'As a background');

  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await within(region('Draft')).findByRole('status')).toHaveTextContent('Draft saved');
  expect(lastSent(calls, 'pageSaveDraft')).toMatchObject({
    staff_token: TOKEN,
    loc: 'about_us',
    base_version: '1',
  });
  expect(sentPage(calls)).toEqual({
    loc: 'about_us',
    sections: [
      ABOUT.sections[0],
      section(
        20,
        'list_slider',
        'Events',
        [
          record(
            21,
            {
              col1: 'Diwali Milan',
              col2: '<p>At the hall.</p>',
              col4: 'site/diwali.jpg',
              col7: '/events',
              col8: 'Details',
              col13: 'col-4',
              col14: '1',
            },
            {
              entry_date: '2026-11-08',
              hi: { col1: 'दीवाली मिलन', col2: '<p>सभा भवन में।</p>', col8: 'विवरण' },
            },
          ),
          ABOUT.sections[1]!.records[1],
          ABOUT.sections[1]!.records[2],
        ],
        { cols: cols({ col14: '2' }) },
      ),
      section(
        null,
        'img_text_desc_img_left',
        'Our hall',
        [
          record(null, {
            col1: 'The hall',
            col2: '<p>Two floors.</p>',
            col3: '<p>Lift access.</p>',
            col4: 'site/hall.jpg',
            col6: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            col7: '/contactus',
            col8: 'Book it',
            col14: '1',
          }),
        ],
        {
          bg_img: 'site/bg.jpg',
          cols: cols({
            col1: 'The hall',
            col2: '<p>Built in 1990.</p>',
            col15: 'Our place',
            col14: '3',
          }),
        },
      ),
      section(
        null,
        'card_list',
        'Trustees',
        [
          record(null, {
            col1: 'Asha Jain',
            col2: '<p>Treasurer.</p>',
            col4: 'people/asha.jpg',
            col5: 'people/bg.jpg',
            col7: '/committee',
            col8: 'Profile',
            col10: 'round-image',
            col12: 'default-image',
            col14: '1',
          }),
        ],
        { cols: cols({ col14: '4' }) },
      ),
    ],
  });
  // The draft is what the page opens with now; an editor is not offered the admin's override.
  expect(await screen.findByText(/A draft saved by editor@trust\.example/)).toBeVisible();
  expect(screen.queryByRole('checkbox', { name: 'Publish anyway (admin)' })).toBeNull();
});
