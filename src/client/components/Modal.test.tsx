import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Read the notice
      </button>
      {open && (
        <Modal title="Notice" onClose={() => setOpen(false)}>
          <p>Office closed on Sunday.</p>
        </Modal>
      )}
    </div>
  );
}

describe('Modal', () => {
  it('moves focus in, makes the page behind inert, and gives focus back on close', async () => {
    const user = userEvent.setup();
    const { container } = render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Read the notice' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(container).toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container).not.toHaveAttribute('inert');
    expect(opener).toHaveFocus();
  });

  it('closes with the Close button and from a click on the backdrop', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Read the notice' }));
    await user.click(screen.getByRole('button', { name: /Close/ }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Read the notice' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
