import { screen } from '@testing-library/react';
import { dataAnswer } from '../../../../shared/protocol/wire';
import { appRoutes } from '../../../app/routes';
import { page, record, section } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';

// Only here: the section renderers are replaced, to see exactly what the page hands them.
jest.mock('../sections', () => ({
  SectionList: ({ sections, loc }: { sections: { type: string }[]; loc: string }) => (
    <p data-testid="sections">
      {loc}: {sections.map((s) => s.type).join(', ')}
    </p>
  ),
}));

describe('home page', () => {
  it('hands the home page sections, in order, to the section list, less the popup one', async () => {
    const home = page('home', [
      section('scroll_message', [record({ col1: 'Registrations open' })]),
      // The popup's section is the one whose heading the settings name (fixture SETTINGS).
      section('single_img_text', [record({ col1: 'Portal inaugurated' })], {
        g_title: 'Launch announcement',
      }),
      section('card_list', [record({ col1: 'Scholarships' })]),
    ]);
    renderWithProviders(appRoutes, {
      route: '/',
      answers: { getPgData: (f) => dataAnswer(f.loc === 'home' ? home : page(f.loc, [])) },
    });
    expect(await screen.findByRole('dialog', { name: 'Portal inaugurated' })).toBeInTheDocument();
    expect(await screen.findByTestId('sections')).toHaveTextContent(
      'home: scroll_message, card_list',
    );
  });
});
