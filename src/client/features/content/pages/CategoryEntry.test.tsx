import { screen } from '@testing-library/react';
import { dataAnswer, type WireAnswer } from '../../../../shared/protocol/wire';
import type { DetailAnswer } from '../../../../shared/protocol/types';
import { appRoutes } from '../../../app/routes';
import { record } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';

const noPage: WireAnswer = { status: '0', text: 'This page could not be found.' };

const article: DetailAnswer = {
  loc: 'articles',
  section_type: 'article_listing',
  record: record({ id: 31, col1: 'How to Write an Honest Biodata', col2: '<p>Be honest.</p>' }),
  children: [],
};

describe('a category child that is an entry, not a page', () => {
  it('opens the entry listed on the category page under that name', async () => {
    const { calls } = renderWithProviders(appRoutes, {
      route: '/articles/How-to-Write-an-Honest-Biodata',
      answers: {
        getPgData: noPage,
        getPgDataWithChild: () => dataAnswer(article),
        getPgDataRecentArticles: () => dataAnswer([]),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How to Write an Honest Biodata' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.type === 'getPgDataWithChild')?.fields).toMatchObject({
      loc: 'articles',
      uri_key: 'How-to-Write-an-Honest-Biodata',
    });
  });

  it('still says the page was not found when no entry has that name either', async () => {
    renderWithProviders(appRoutes, {
      route: '/articles/No-Such-Thing',
      answers: { getPgData: noPage, getPgDataWithChild: noPage },
    });
    expect(
      await screen.findByRole('heading', { name: 'We could not find this page' }),
    ).toBeInTheDocument();
  });
});
