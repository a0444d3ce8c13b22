import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rec, renderSections, sec } from './testUtils';

describe('image_text', () => {
  it('opens a dialog with col3 when col7 holds a "#", and Escape closes it', async () => {
    renderSections([
      sec('image_text', [
        rec({
          col1: 'Register your biodata',
          col2: '<p>Takes ten minutes.</p>',
          col3: '<p><strong>Keep these ready</strong>: a photo.</p>',
          col4: 'site/img-register.jpg',
          col7: '#modal-register',
          col8: 'What you need',
        }),
      ]),
    ]);
    const opener = screen.getByRole('button', { name: 'What you need' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Register your biodata' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Keep these ready: a photo.');
    expect(dialog).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows col2 in the dialog when col3 is empty, and closes with its Close button', async () => {
    renderSections([
      sec('image_text', [rec({ col1: 'Help', col2: '<p>Call the office.</p>', col7: '#help' })]),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'know more' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Call the office.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links normally without a "#", and puts the picture on the side col15 names', () => {
    const { container } = renderSections([
      sec('image_text', [
        rec({ col1: 'Consult us', col4: 'site/c.jpg', col7: '/consultation', col15: 'right' }),
      ]),
    ]);
    expect(screen.getByRole('link', { name: 'know more about Consult us' })).toHaveAttribute(
      'href',
      '/consultation',
    );
    expect(screen.queryByText('right')).not.toBeInTheDocument();
    expect(container.querySelector('.cs-media-text--right')).not.toBeNull();
  });
});

describe('img_text_desc_img_left / right', () => {
  it('places the picture on the named side and shows both text columns', () => {
    const { container } = renderSections([
      sec('img_text_desc_img_left', [
        rec({ col1: 'Our story', col2: '<p>Founded 1994.</p>', col3: '<p>Still here.</p>' }),
      ]),
      sec('img_text_desc_img_right', [rec({ col1: 'Our work' })]),
    ]);
    expect(container.querySelector('.cs-media-text--left')).toHaveTextContent('Our story');
    expect(container.querySelector('.cs-media-text--right')).toHaveTextContent('Our work');
    expect(screen.getByText('Still here.')).toBeInTheDocument();
  });
});
