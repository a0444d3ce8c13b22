import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rec, renderSections, sec } from './testUtils';

describe('collapse_pan', () => {
  it('opens and closes an answer with its question button', async () => {
    renderSections([
      sec('collapse_pan', [
        rec({ col1: 'Common questions', col10: 'top_text', col14: '0' }),
        rec({ col1: 'Is registration free?', col2: '<p>Yes, always.</p>', col14: '1' }),
        rec({ col1: 'Who verifies?', col2: '<p>The matrimonial cell.</p>', col14: '2' }),
      ]),
    ]);
    const question = screen.getByRole('button', { name: 'Is registration free?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Yes, always.')).not.toBeVisible();

    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Is registration free?' });
    expect(question).toHaveAttribute('aria-controls', answer.id);
    expect(answer).toHaveTextContent('Yes, always.');
    expect(screen.getByRole('button', { name: 'Who verifies?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Yes, always.')).not.toBeVisible();
  });

  it('puts each question in a heading under the section heading', () => {
    renderSections([
      sec('collapse_pan', [
        rec({ col1: 'FAQ', col10: 'top_text', col14: '0' }),
        rec({ col1: 'Where is the office?', col2: 'Jaipur' }),
      ]),
    ]);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Where is the office?' }),
    ).toBeInTheDocument();
  });
});
