import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installPointerEvent } from '../lightbox/pointerEvents.fixture';
import { PhotoPicker } from './PhotoPicker';
import { installFakePhotos, type FakePhotos } from './photoPicker.fixture';
import type { SendResult } from './photoPickerMachine';

let fake: FakePhotos;
beforeAll(installPointerEvent);
beforeEach(() => {
  // A landscape photo: at zoom 1 the frame spans its height and may move sideways only.
  fake = installFakePhotos({ width: 1200, height: 900 });
});

const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });

function renderPicker(answer: () => Promise<SendResult> = async () => ok) {
  const upload = jest.fn((_photo: Blob) => answer());
  const onSaved = jest.fn();
  const user = userEvent.setup();
  render(<PhotoPicker label="Upload a profile photo" upload={upload} onSaved={onSaved} />);
  return {
    upload,
    onSaved,
    user,
    picker: screen.getByRole('group', { name: 'Upload a profile photo' }),
  };
}
const ok: SendResult = { saved: true, message: 'Photo uploaded.' };
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Upload a profile photo'), { target: { files: [file] } });
const crop = () => screen.getByRole('slider', { name: 'Part of the photo kept' });

describe('the photo picker', () => {
  it('offers a button and says the limits in words', () => {
    const { picker } = renderPicker();
    const button = within(picker).getByRole('button', { name: 'Choose a photo' });
    expect(button).toHaveAccessibleDescription(
      'JPEG, PNG or WebP, up to 5 MB. You can crop it to a portrait before it is sent.',
    );
    expect(screen.getByLabelText('Upload a profile photo')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
  });

  it('shows the chosen photo and a portrait crop, and takes the keyboard there', async () => {
    renderPicker();
    choose(jpeg());
    expect(
      await screen.findByRole('img', { name: 'The photo you chose, with the part kept outlined' }),
    ).toHaveAttribute('src', 'blob:photo-1');
    expect(crop()).toHaveFocus();
    expect(crop()).toHaveAttribute(
      'aria-valuetext',
      'Zoom 100%; the kept part starts 22% from the left and 0% from the top',
    );
    expect(crop()).toHaveAccessibleDescription(/use the arrow keys/);
    expect(screen.queryByRole('button', { name: 'Choose a photo' })).toBeNull();
  });

  it('moves the crop with the arrow keys and zooms with + and −', async () => {
    const { user } = renderPicker();
    choose(jpeg());
    await waitFor(() => expect(crop()).toHaveFocus());
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    // Three twentieths of the 675 px frame: 101 px of 1200, so 22% → 30%.
    expect(crop()).toHaveAttribute('aria-valuetext', expect.stringContaining('30% from the left'));
    await user.keyboard('{ArrowDown}');
    expect(crop()).toHaveAttribute('aria-valuetext', expect.stringContaining('0% from the top'));
    await user.keyboard('+');
    expect(crop()).toHaveAttribute('aria-valuenow', '125');
    await user.keyboard('{ArrowDown}');
    expect(crop()).toHaveAttribute('aria-valuetext', expect.stringContaining('14% from the top'));
    await user.keyboard('-');
    expect(crop()).toHaveAttribute('aria-valuenow', '100');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(crop()).toHaveAttribute('aria-valuenow', '125');
  });

  it('moves the crop by dragging the photo', async () => {
    renderPicker();
    choose(jpeg());
    await waitFor(() => expect(crop()).toHaveFocus());
    crop().getBoundingClientRect = () => ({ width: 300, height: 400 }) as DOMRect;
    const at = { pointerId: 3, pointerType: 'mouse', button: 0 };
    fireEvent.pointerDown(crop(), { ...at, clientX: 200, clientY: 200 });
    // The photo dragged 60 px left (a fifth of the frame): the kept part moves right.
    fireEvent.pointerMove(crop(), { ...at, clientX: 140, clientY: 200 });
    fireEvent.pointerUp(crop(), { ...at, clientX: 140, clientY: 200 });
    expect(crop()).toHaveAttribute('aria-valuetext', expect.stringContaining('33% from the left'));
  });

  it('"Use this photo" draws the crop on a canvas and uploads it as a JPEG Blob', async () => {
    const { user, upload, onSaved } = renderPicker();
    choose(jpeg());
    await waitFor(() => expect(crop()).toHaveFocus());
    // Shift moves by a fifth of the frame: twice is past the left edge, where it stops.
    await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Photo uploaded.'));
    expect(upload).toHaveBeenCalledTimes(1);
    const sent = upload.mock.calls[0]![0];
    expect(sent).toBeInstanceOf(Blob);
    expect(sent.type).toBe('image/jpeg');
    // Moved to the left edge: the left 675 × 900 of the photo.
    expect(fake.drawn).toEqual([[0, 0, 675, 900]]);
    expect(await screen.findByRole('button', { name: 'Choose a photo' })).toHaveFocus();
    expect(screen.queryByRole('slider')).toBeNull();
    expect(fake.live.size).toBe(0);
  });

  it('shows a progress bar while sending, and takes nothing else meanwhile', async () => {
    let finish!: (r: SendResult) => void;
    const { user, upload } = renderPicker(() => new Promise((r) => (finish = r)));
    choose(jpeg());
    await waitFor(() => expect(crop()).toHaveFocus());
    const use = screen.getByRole('button', { name: 'Use this photo' });
    await user.click(use);
    expect(
      await screen.findByRole('progressbar', { name: 'Sending the photo to the site…' }),
    ).toBeVisible();
    expect(use).toHaveAttribute('aria-disabled', 'true');
    expect(use).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(use);
    expect(crop()).toBeInTheDocument();
    finish(ok);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('keeps the crop when the upload is refused, so it can be sent again', async () => {
    let answer: SendResult = { saved: false, message: 'You can keep up to 6 gallery photos.' };
    const { user, upload, onSaved } = renderPicker(async () => answer);
    choose(jpeg());
    await waitFor(() => expect(crop()).toHaveFocus());
    await user.keyboard('+{ArrowUp}');
    const where = crop().getAttribute('aria-valuetext');
    const use = screen.getByRole('button', { name: 'Use this photo' });
    await user.click(use);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can keep up to 6 gallery photos.',
    );
    expect(crop()).toHaveAttribute('aria-valuetext', where);
    expect(use).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
    answer = ok;
    await user.click(use);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Photo uploaded.'));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a dropped file that is not a photo, with an alert', async () => {
    const { picker, upload } = renderPicker();
    // Dropped on the zone's words; the event reaches the zone as in a browser.
    const zone = within(picker).getByText('or drag one here');
    const notes = new File(['hi'], 'notes.txt', { type: 'text/plain' });
    fireEvent.dragOver(zone, { dataTransfer: { files: [notes], dropEffect: 'none' } });
    fireEvent.drop(zone, { dataTransfer: { files: [notes] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a photo in JPEG, PNG or WebP format.',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.drop(zone, { dataTransfer: { files: [big] } });
    expect(screen.getByRole('alert')).toHaveTextContent('This photo is larger than 5 MB.');
    expect(screen.queryByRole('slider')).toBeNull();
    fireEvent.drop(zone, { dataTransfer: { files: [jpeg()] } });
    expect(await screen.findByRole('slider')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });

  it('says when a photo cannot be opened', async () => {
    renderPicker();
    fake.failDecode = true;
    choose(jpeg());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This photo could not be read. Please try another.',
    );
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeEnabled();
  });

  it('Cancel lets the photo go and returns to the button', async () => {
    const { user, upload } = renderPicker();
    choose(jpeg());
    await waitFor(() => expect(crop()).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toHaveFocus();
    expect(screen.queryByRole('slider')).toBeNull();
    expect(fake.live.size).toBe(0);
    expect(upload).not.toHaveBeenCalled();
  });

  it('is off altogether when disabled', () => {
    render(<PhotoPicker label="Add a gallery photo" disabled upload={async () => ok} />);
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeDisabled();
    expect(screen.getByLabelText('Add a gallery photo')).toBeDisabled();
  });
});
