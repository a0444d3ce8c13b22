import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '../../../shared/domain/messages';
import { EDITABLE_PROFILE_FIELDS, REFERENCE_FIELDS } from '../../../shared/domain/profile';
import { PREFERENCE_FIELDS } from '../../../shared/domain/preferences';
import {
  dataAnswer,
  doneAnswer,
  invalidAnswer,
  type WireAnswer,
} from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import type { FakeAnswers } from '../../test/fakeTransport';
import { installFakePhotos } from '../../components/photoPicker/photoPicker.fixture';
import { renderWithProviders } from '../../test/render';
import { memoryStorage } from '../../test/memoryStorage';
import { ROHAN_PROFILE, memberSession, profileAnswer } from '../account/memberTestUtils';

// My Profile renders some fifty controls: in jsdom on a busy machine (CI runs two workers on two
// cores) one test took over jest's 5 s default, so these get 30 s. A hang still fails.
jest.setTimeout(30_000);
// The first render also compiles the lazily loaded profile screens: the heading may come after
// Testing Library's 1 s default wait on a busy machine.
const LOADED = { timeout: 10_000 };

const LISTS: FakeAnswers = {
  getStates: dataAnswer([{ id: 2, name: 'Rajasthan' }]),
  getGotraList: dataAnswer([
    { id: 1, temple_name: 'Bansal' },
    { id: 2, temple_name: 'Goyal' },
  ]),
};

function renderProfile(answers: FakeAnswers = {}, local = memoryStorage()) {
  return renderWithProviders(appRoutes, {
    route: '/my_profile',
    preloadedState: { session: memberSession },
    storages: { local, session: memoryStorage() },
    answers: { getMyProfile: profileAnswer(), ...LISTS, ...answers },
  });
}

const details = () => screen.getByRole('region', { name: 'Your details' });
const calledWith = (calls: { type: string; fields: Record<string, string> }[], type: string) =>
  calls.filter((c) => c.type === type).map((c) => c.fields);

describe('my profile: details', () => {
  it('fills every editable field and shows the reference persons read-only', async () => {
    renderProfile();
    await screen.findByRole('heading', { name: 'My Profile' }, LOADED);
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Rohan Mittal');
    // Stored 175 cm, shown in feet and inches like registration, the cm beside.
    expect(screen.getByLabelText(/^Height \(feet\)/)).toHaveValue('5');
    expect(screen.getByLabelText(/^Height \(inches\)/)).toHaveValue('9');
    expect(screen.getByLabelText(/^Height \(feet\)/)).toHaveAccessibleDescription(
      'That is 175 cm.',
    );
    expect(screen.getByLabelText(/^Manglik status/)).toHaveValue('General');
    const ref = screen.getByLabelText('First reference: name');
    expect(ref).toHaveValue('Mahesh Goyal');
    expect(ref).toHaveAttribute('readonly');
    expect(ref).not.toHaveAttribute('name');
  });

  it('posts the editable fields only, never the reference persons, and reloads after 001', async () => {
    let updated = false;
    let reloads = 0;
    const saved = { ...ROHAN_PROFILE, occupation: 'Architect (saved)' };
    const { user, calls } = renderProfile({
      getMyProfile: () => {
        if (updated) reloads += 1;
        return profileAnswer(updated ? saved : ROHAN_PROFILE);
      },
      update_profile: () => {
        updated = true;
        return doneAnswer('Your profile has been updated.');
      },
    });
    const occupation = await screen.findByLabelText(/^Occupation/);
    await user.clear(occupation);
    await user.type(occupation, 'Architect');
    await user.click(within(details()).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been updated.')).toHaveAttribute(
      'role',
      'status',
    );
    const [body] = calledWith(calls, 'update_profile');
    expect(body).toMatchObject({
      local_token: 'tok-rohan',
      occupation: 'Architect',
      height: '175',
    });
    for (const f of REFERENCE_FIELDS) expect(body).not.toHaveProperty(f);
    const own = Object.keys(body).filter(
      (k) => !['curl_type', 'res_func', 'local_token'].includes(k),
    );
    expect(own.sort()).toEqual([...EDITABLE_PROFILE_FIELDS, ...PREFERENCE_FIELDS].sort());
    // Requirements §8: the profile is loaded again and the form shows what the service now holds.
    await waitFor(() =>
      expect(screen.getByLabelText(/^Occupation/)).toHaveValue('Architect (saved)'),
    );
    expect(reloads).toBe(1);
  });

  it('saves a change of the height alone, as cm (once failed with "s.trim is not a function")', async () => {
    let saved = ROHAN_PROFILE;
    const { user, calls } = renderProfile({
      getMyProfile: () => profileAnswer(saved),
      update_profile: (fields) => {
        saved = { ...saved, height: Number(fields.height) };
        return doneAnswer('Your profile has been updated.');
      },
    });
    const feet = await screen.findByLabelText(/^Height \(feet\)/);
    await user.selectOptions(screen.getByLabelText(/^Height \(inches\)/), '11');
    expect(feet).toHaveAccessibleDescription('That is 180 cm.');
    await user.click(within(details()).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    const [body] = calledWith(calls, 'update_profile');
    expect(body).toMatchObject({ height: '180', occupation: ROHAN_PROFILE.occupation });
    for (const value of Object.values(body)) expect(typeof value).toBe('string');
    // Reloaded: 180 cm is 5 ft 11 in, and the form can be saved again.
    await waitFor(() => expect(screen.getByLabelText(/^Height \(inches\)/)).toHaveValue('11'));
    await user.selectOptions(screen.getByLabelText(/^Height \(feet\)/), '6');
    await user.click(within(details()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calledWith(calls, 'update_profile')).toHaveLength(2));
    expect(calledWith(calls, 'update_profile')[1].height).toBe('211');
  });

  it('says so when a stored cm is not a whole inch, and saves the cm it shows', async () => {
    const { user, calls } = renderProfile({
      getMyProfile: profileAnswer({ ...ROHAN_PROFILE, height: 176 }),
      update_profile: doneAnswer('Your profile has been updated.'),
    });
    const feet = await screen.findByLabelText(/^Height \(feet\)/);
    expect(feet).toHaveValue('5');
    expect(screen.getByLabelText(/^Height \(inches\)/)).toHaveValue('9');
    expect(feet).toHaveAccessibleDescription(
      'That is 175 cm. Your profile said 176 cm; saving keeps the nearest inch.',
    );
    await user.click(within(details()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calledWith(calls, 'update_profile')).toHaveLength(1));
    expect(calledWith(calls, 'update_profile')[0].height).toBe('175');
  });

  it('keeps the form as typed when the service answers -10', async () => {
    const { user, calls } = renderProfile({
      update_profile: invalidAnswer('Please enter a 6-digit pincode.'),
    });
    const city = await screen.findByLabelText(/^City/);
    await user.clear(city);
    await user.type(city, 'Udaipur');
    await user.click(within(details()).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a 6-digit pincode.');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Udaipur');
    expect(calledWith(calls, 'update_profile')).toHaveLength(1);
  });

  it("checks the form first: 'Fill blank records!' and focus on the emptied field", async () => {
    const { user, calls } = renderProfile();
    const city = await screen.findByLabelText(/^City/);
    await user.clear(city);
    await user.click(within(details()).getByRole('button', { name: 'Save changes' }));
    expect(within(details()).getByRole('alert')).toHaveTextContent(MESSAGES.fillBlank);
    expect(city).toHaveFocus();
    expect(city).toHaveClass('field--invalid');
    expect(calledWith(calls, 'update_profile')).toHaveLength(0);
  });
});

describe('my profile: photos', () => {
  const jpeg = () =>
    new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });
  const photos = () => screen.getByRole('region', { name: 'Photos' });
  // jsdom opens no pictures and draws on no canvas: the picker's two browser calls are stood in for.
  beforeEach(() => installFakePhotos());

  it('shows the profile photo and the gallery, each removable after a confirmation', async () => {
    const { user, calls } = renderProfile({ removePhoto: doneAnswer('Photo removed.') });
    expect(await screen.findByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      ROHAN_PROFILE.photos[0].thumb_url,
    );
    expect(within(photos()).getByRole('heading', { name: 'Gallery (1 of 6)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove gallery photo 1' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove this photo?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(photos()).findByRole('status')).toHaveTextContent('Photo removed.');
    expect(calledWith(calls, 'removePhoto')[0]).toMatchObject({
      local_token: 'tok-rohan',
      photo_id: '2',
    });
  });

  it('refuses files that are not photos or are over 5 MB, with a plain message', async () => {
    const { calls } = renderProfile();
    const input = await screen.findByLabelText('Replace the profile photo');
    fireEvent.change(input, {
      target: { files: [new File(['hi'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(within(photos()).getByRole('alert')).toHaveTextContent(
      'Please choose a photo in JPEG, PNG or WebP format.',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(within(photos()).getByRole('alert')).toHaveTextContent('larger than 5 MB');
    expect(calledWith(calls, 'uploadProPic')).toHaveLength(0);
  });

  it('crops the photo, then sends it as a JPEG data URL with a progress bar', async () => {
    let answer!: (a: WireAnswer) => void;
    const { user, calls } = renderProfile({
      uploadProPic: () => new Promise<WireAnswer>((r) => (answer = r)),
    });
    const input = await screen.findByLabelText('Add a gallery photo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.upload(input, jpeg());
    const gallery = screen.getByRole('group', { name: 'Add a gallery photo' });
    expect(
      await within(gallery).findByRole('slider', { name: 'Part of the photo kept' }),
    ).toHaveFocus();
    await user.click(within(gallery).getByRole('button', { name: 'Use this photo' }));
    const bar = await screen.findByRole('progressbar', { name: 'Sending the photo to the site…' });
    expect(bar).not.toHaveAttribute('value');
    await waitFor(() => expect(calledWith(calls, 'uploadProPic')).toHaveLength(1));
    const [body] = calledWith(calls, 'uploadProPic');
    expect(body.upd_for).toBe('other');
    expect(body.pro_pic).toMatch(/^data:image\/jpeg;base64,/);
    answer(doneAnswer('Photo uploaded.'));
    expect(await within(photos()).findByRole('status')).toHaveTextContent('Photo uploaded.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('saves who may see the photos', async () => {
    const { user, calls } = renderProfile({
      setPhotoVisibility: doneAnswer('Your photo settings have been saved.'),
    });
    const group = await screen.findByRole('group', { name: 'Who may see my photos' });
    expect(within(group).getByRole('radio', { name: /Only members whose/ })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: /to all verified members/ }));
    await user.click(screen.getByRole('button', { name: 'Save photo setting' }));
    expect(await screen.findByText('Your photo settings have been saved.')).toBeInTheDocument();
    expect(calledWith(calls, 'setPhotoVisibility')[0].visibility).toBe('all');
  });
});

describe('my profile: my data', () => {
  it('downloads the export as a JSON file', async () => {
    const exported = { exported_at: '2025-06-01T10:00:00Z', profile: { mem_name: 'Rohan Mittal' } };
    const createObjectURL = jest.fn(() => 'blob:my-data');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('my-data-1007.json');
      expect(this.href).toBe('blob:my-data');
    });
    const { user } = renderProfile({ exportMyData: dataAnswer(exported) });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.type).toBe('application/json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(JSON.parse(text)).toEqual(exported);
    click.mockRestore();
  });

  it('deletes the account after the password, logs out and goes home with the message', async () => {
    const local = memoryStorage({ local_token: 'tok-rohan', userDS: '[]' });
    let attempts = 0;
    const { user, calls, router, store } = renderProfile(
      {
        deleteAccount: () => {
          attempts += 1;
          return attempts === 1
            ? { status: '0', text: 'The password is not correct.' }
            : doneAnswer('Your account has been deleted.');
        },
      },
      local,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete my account' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.fillBlank);
    await user.type(within(dialog).getByLabelText(/^Your password/), 'wrong words');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The password is not correct.',
    );
    await user.clear(within(dialog).getByLabelText(/^Your password/));
    await user.type(within(dialog).getByLabelText(/^Your password/), 'monsoon evenings in jaipur');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(router?.state.location.pathname).toBe('/'));
    expect(calledWith(calls, 'deleteAccount')[1]).toMatchObject({
      local_token: 'tok-rohan',
      password: 'monsoon evenings in jaipur',
    });
    expect(store.getState().session.token).toBeNull();
    expect(local.length).toBe(0);
    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('status')).toHaveTextContent('Your account has been deleted.');
  });

  it('logs out on every device: tells the service (everywhere=1), clears the login, goes home', async () => {
    const local = memoryStorage({ local_token: 'tok-rohan', userDS: '[]' });
    const { user, calls, router, store } = renderProfile(
      { logout: doneAnswer('You have been logged out.') },
      local,
    );
    await user.click(await screen.findByRole('button', { name: 'Log out on every device' }));
    await waitFor(() =>
      expect(calledWith(calls, 'logout')).toMatchObject([
        { local_token: 'tok-rohan', everywhere: '1' },
      ]),
    );
    expect(store.getState().session.token).toBeNull();
    expect(local.length).toBe(0);
    await waitFor(() => expect(router?.state.location.pathname).toBe('/'));
  });
});
