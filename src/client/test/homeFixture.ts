import { dataAnswer } from '../../shared/protocol/wire';
import { MENUS, page, record, section } from './fixtures';

/**
 * A home page whose second section is the launch popup ("Register now"), as in the demo content:
 * its heading is the one the fixture settings name (launch_popup_section).
 */
export const HOME_WITH_POPUP = page('home', [
  section('home_banner', [record({ col1: 'Welcome to the samaj', col4: 'site/banner.jpg' })]),
  section(
    'single_img_text',
    [
      record({
        col1: 'Members Portal Inaugurated',
        col2: 'The Chief Minister inaugurated our members portal.',
        col7: '/member_registration',
        col8: 'Register now',
      }),
    ],
    { g_title: 'Launch announcement' },
  ),
  section('text_description', [record({ col1: 'About the trust', col2: 'Since 1952.' })]),
]);

/** The site's content answers: the menus for a visitor or a member, the home page, a page elsewhere. */
export const siteAnswers = (roles: string[] = ['visitor']) => ({
  getAccessToken: dataAnswer({ menus: MENUS, roles, user: null }),
  getPgData: (f: Record<string, string>) =>
    dataAnswer(
      f.loc === 'home' ? HOME_WITH_POPUP : page(f.loc, [section('text_description', [record()])]),
    ),
});
