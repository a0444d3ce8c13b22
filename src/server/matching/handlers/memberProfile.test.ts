import type {
  ListingItem,
  MemberFullProfile,
  MemberListAnswer,
  MyProfile,
} from '../../../shared/protocol/types';
import { encodeId } from '../ids';
import { MATCHING_MESSAGES as M } from '../messages';
import { loadMediaSecret, photoStore } from '../../photos';
import { testClock, MINUTE, verifiedMember } from '../../../../test/server/helpers/accounts';
import { dataUrl, png } from '../../../../test/server/helpers/images';
import { addMember } from '../../../../test/server/helpers/members';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

type Login = Awaited<ReturnType<typeof verifiedMember>>;
interface Person {
  token: string;
  accountId: string;
  id: number;
  email: string;
}
const person = (l: Login): Person => ({
  token: l.local_token,
  accountId: encodeId(l.user.id),
  id: l.user.id,
  email: l.email,
});

const upload = async (p: Person, upd_for: 'profile' | 'other') =>
  expect(
    (
      await call(t.app, 'uploadProPic', {
        local_token: p.token,
        pro_pic: dataUrl(await png(40, 30), 'image/png'),
        upd_for,
      })
    ).wire.status,
  ).toBe('001');
const viewProfile = (viewer: Person, of: string) =>
  call(t.app, 'getMemberProfile', { local_token: viewer.token, req_acc_infoid: of });
const ownProfile = async (p: Person, memNo: string) =>
  data<MyProfile>(await call(t.app, 'getMyProfile', { local_token: p.token, mem_key: memNo }));
const fetchPhoto = (url: string) => t.app.inject({ method: 'GET', url });
const fileOf = (url: string) => /\/photo\/([^?]+)/.exec(url)?.[1] ?? '';

async function sendAndAnswer(from: Person, to: Person, status?: 'Accepted' | 'Rejected') {
  const sent = await call(t.app, 'sendMemberRequest', {
    local_token: from.token,
    req_acc_infoid: to.accountId,
  });
  expect(sent.wire.status).toBe('001');
  const row = await t.app.db
    .selectFrom('member_requests')
    .select('id')
    .where('req_by_member_id', '=', from.id)
    .where('req_rec_member_id', '=', to.id)
    .executeTakeFirstOrThrow();
  if (status) {
    const answered = await call(t.app, 'acceptRejFrdRequest', {
      local_token: to.token,
      req_acc_infoid: from.accountId,
      mem_frd_req_id: encodeId(row.id),
      req_status: status,
    });
    expect(answered.wire.status).toBe('001');
  }
}

describe('getMemberProfile', () => {
  it('answers the full biodata and signed photos to an accepted member, either side', async () => {
    const herLogin = await verifiedMember(t, {
      gender: 'Female',
      mem_name: 'Kavya Bansal',
      father_contact: '9822222222',
      ref_one_nm: 'Ramesh Gupta',
      ref_one_contact: '9833333333',
    });
    const her = person(herLogin);
    const him = person(await verifiedMember(t));
    await upload(her, 'profile');
    await upload(her, 'other');
    await sendAndAnswer(him, her, 'Accepted');

    const profile = data<MemberFullProfile>(await viewProfile(him, her.accountId));
    const own = await ownProfile(her, herLogin.user.mem_no);
    expect(profile).toMatchObject({
      account_info_id: her.accountId,
      mem_no: herLogin.user.mem_no,
      mem_name: 'Kavya Bansal',
      email_id: own.email_id,
      contact_no: own.contact_no,
      address: own.address,
      pincode: own.pincode,
      father_contact: '9822222222',
      ref_one_contact: '9833333333',
      fmt_dob: '14 May 2000',
      age: 25,
    });
    expect(profile).not.toHaveProperty('password_hash');
    expect(profile).not.toHaveProperty('status');
    expect(profile.photos.map((p) => p.kind)).toEqual(['profile', 'other']);
    // Signed for the viewer, and served to the viewer.
    for (const p of profile.photos) {
      expect(p.url).toContain(`v=${him.id}`);
      expect((await fetchPhoto(p.url)).statusCode).toBe(200);
      expect((await fetchPhoto(p.thumb_url)).statusCode).toBe(200);
    }
    expect(profile.other_pic).toBe(profile.photos[1]?.url);
    // The receiver who accepted sees the sender too.
    expect((await viewProfile(her, him.accountId)).wire.status).toBe('1');
  });

  it('refuses everyone else alike, with nothing private', async () => {
    const her = person(await verifiedMember(t, { gender: 'Female' }));
    const [stranger, sender, receiver, rejected] = await Promise.all(
      [1, 2, 3, 4].map(async () => person(await verifiedMember(t))),
    );
    await sendAndAnswer(sender as Person, her);
    await sendAndAnswer(her, receiver as Person);
    await sendAndAnswer(rejected as Person, her, 'Rejected');
    const refusal = { status: '0', text: M.profileNotAvailable };
    for (const viewer of [stranger, sender, receiver, rejected] as Person[]) {
      expect((await viewProfile(viewer, her.accountId)).wire).toEqual(refusal);
    }
    const pendingOne = await addMember(t.app.db, { status: 'pending' }, clock.now());
    for (const id of [encodeId(999_999), 'garbage', pendingOne.accountId]) {
      expect((await viewProfile(stranger as Person, id)).wire).toEqual(refusal);
    }
  });

  it('answers the caller’s own profile', async () => {
    const me = person(await verifiedMember(t));
    const own = data<MemberFullProfile>(await viewProfile(me, me.accountId));
    expect(own.email_id).toBe(me.email);
  });
});

describe('who may see a photo', () => {
  const store = () => photoStore(t.env.config.dataDir, loadMediaSecret(t.env.config));
  const linkFor = (file: string, viewer: Person) => store().urlFor(file, viewer.id, clock.now());

  async function herWithPhotos() {
    const login = await verifiedMember(t, { gender: 'Female', city_nm: `Photo${Date.now()}` });
    const her = person(login);
    await upload(her, 'profile');
    await upload(her, 'other');
    const own = await ownProfile(her, login.user.mem_no);
    const gallery = own.photos.find((p) => p.kind === 'other');
    const profile = own.photos.find((p) => p.kind === 'profile');
    return {
      her,
      galleryFile: fileOf(gallery?.url ?? ''),
      profileFile: fileOf(profile?.url ?? ''),
      cityName: (await ownProfile(her, login.user.mem_no)).city_nm,
    };
  }

  const listed = async (viewer: Person, city: string): Promise<ListingItem | undefined> =>
    data<MemberListAnswer>(
      await call(t.app, 'getMembers', {
        local_token: viewer.token,
        ser_params: JSON.stringify({ city_name: city, hideSameGotra: false }),
      }),
    ).members[0];

  it("refuses a stranger's link to another's gallery (403); after acceptance it works", async () => {
    const { her, galleryFile } = await herWithPhotos();
    const him = person(await verifiedMember(t));
    expect((await fetchPhoto(linkFor(galleryFile, him))).statusCode).toBe(403);
    // Even a pending request is not enough.
    await sendAndAnswer(him, her);
    expect((await fetchPhoto(linkFor(galleryFile, him))).statusCode).toBe(403);
    const request = await t.app.db
      .selectFrom('member_requests')
      .select('id')
      .where('req_by_member_id', '=', him.id)
      .executeTakeFirstOrThrow();
    await call(t.app, 'acceptRejFrdRequest', {
      local_token: her.token,
      req_acc_infoid: him.accountId,
      mem_frd_req_id: encodeId(request.id),
      req_status: 'Accepted',
    });
    expect((await fetchPhoto(linkFor(galleryFile, him))).statusCode).toBe(200);
    // A link minted for him is still his only.
    const other = person(await verifiedMember(t));
    const his = linkFor(galleryFile, him);
    expect((await fetchPhoto(his.replace(`v=${him.id}`, `v=${other.id}`))).statusCode).toBe(403);
    clock.advance(21 * MINUTE);
    try {
      expect((await fetchPhoto(his)).statusCode).toBe(403);
    } finally {
      clock.advance(-21 * MINUTE);
    }
  });

  it('keeps photos from strangers by default, and shows the profile photo once the owner allows all', async () => {
    const { her, profileFile, cityName } = await herWithPhotos();
    const him = person(await verifiedMember(t));
    // Private until acceptance unless she widens it (requirements §6): no link is even issued.
    expect((await listed(him, cityName))?.pro_pic).toBe('');
    expect((await fetchPhoto(linkFor(profileFile, him))).statusCode).toBe(403);

    await call(t.app, 'setPhotoVisibility', { local_token: her.token, visibility: 'all' });
    const item = await listed(him, cityName);
    expect(item?.pro_pic).toMatch(new RegExp(`^/photo/[0-9a-f]{32}\\.jpg\\?exp=\\d+&v=${him.id}&`));
    expect((await fetchPhoto(item?.pro_pic ?? '')).statusCode).toBe(200);
    expect((await fetchPhoto(linkFor(profileFile, him))).statusCode).toBe(200);

    await call(t.app, 'setPhotoVisibility', { local_token: her.token, visibility: 'accepted' });
    expect((await listed(him, cityName))?.pro_pic).toBe('');
    // An older link stops working at once: the permission is checked when served.
    expect((await fetchPhoto(item?.pro_pic ?? '')).statusCode).toBe(403);

    // A member awaiting verification never sees another's photo.
    await call(t.app, 'setPhotoVisibility', { local_token: her.token, visibility: 'all' });
    const waiting = await addMember(t.app.db, { status: 'pending' }, clock.now());
    const waitingLink = store().urlFor(profileFile, waiting.id, clock.now());
    expect((await fetchPhoto(waitingLink)).statusCode).toBe(403);
  });

  it('shows the profile photo in the listing of an accepted pair even when hidden from all', async () => {
    const { her, cityName } = await herWithPhotos();
    await call(t.app, 'setPhotoVisibility', { local_token: her.token, visibility: 'accepted' });
    const him = person(await verifiedMember(t));
    await sendAndAnswer(him, her, 'Accepted');
    const item = await listed(him, cityName);
    expect(item?.pro_pic).not.toBe('');
    expect((await fetchPhoto(item?.pro_pic ?? '')).statusCode).toBe(200);
  });
});
