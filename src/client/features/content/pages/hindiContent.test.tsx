import { screen, waitFor, within } from '@testing-library/react';
import { dataAnswer } from '../../../../shared/protocol/wire';
import { appRoutes } from '../../../app/routes';
import { HOME_WITH_POPUP, siteAnswers } from '../../../test/homeFixture';
import { page, record, section, SETTINGS } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';

// Issue #18 item 4: the site's content in the shown language, asked for with lang 'hi'.
const HINDI_HOME = page('home', [
  section('home_banner', [record({ col1: 'समाज में आपका स्वागत है', col4: 'site/banner.jpg' })]),
  ...HOME_WITH_POPUP.sections.slice(1),
]);
const answers = {
  ...siteAnswers(),
  getPgData: (f: Record<string, string>) =>
    f.lang === 'hi' ? dataAnswer(HINDI_HOME) : siteAnswers().getPgData(f),
  getSiteSettings: (f: Record<string, string>) =>
    dataAnswer(f.lang === 'hi' ? { ...SETTINGS, trust_name: 'श्री नवयुग समाज सेवा ट्रस्ट' } : SETTINGS),
};
const content = ['getPgData', 'getAccessToken', 'getSiteSettings'];

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('the content in Hindi', () => {
  it('asks again in Hindi when the visitor switches, and shows the Hindi hero title', async () => {
    const { user, calls } = renderWithProviders(appRoutes, { route: '/home', answers });
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the samaj' }),
    ).toBeInTheDocument();
    // English asks exactly as before: no lang field at all.
    const english = calls.filter((c) => content.includes(c.type));
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((c) => !('lang' in c.fields))).toBe(true);

    const group = screen.getByRole('group', { name: 'Language' });
    await user.click(within(group).getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { name: 'समाज में आपका स्वागत है' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome to the samaj' })).toBeNull();
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.fields.lang === 'hi')
          .map((c) => c.type)
          .sort(),
      ).toEqual(expect.arrayContaining(['getAccessToken', 'getPgData', 'getSiteSettings'])),
    );
    expect(calls.find((c) => c.type === 'getPgData' && c.fields.lang === 'hi')?.fields.loc).toBe(
      'home',
    );
    expect((await screen.findAllByText('श्री नवयुग समाज सेवा ट्रस्ट')).length).toBeGreaterThan(0);

    // Back to English: the English answers, kept apart, show again.
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the samaj' }),
    ).toBeInTheDocument();
  });
});
