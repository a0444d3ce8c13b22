import { LANGUAGE_MESSAGES } from '../../shared/domain/schemas/language';
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '../../shared/domain/messages';
import { CURL_TYPES, registry } from '../../shared/protocol/registry';
import type {
  FriendListItem,
  MemberFullProfile,
  MemberListAnswer,
} from '../../shared/protocol/types';
import { pauseEnd } from '../../shared/domain/pause';
import { ACCOUNT_MESSAGES as A } from '../accounts';
import { PAUSE_MESSAGES as P } from '../pause';
import type { MemberCall } from '../api/handler';
import { addPhoto } from '../photos';
import { notify } from '../notifications';
import { NOTIFICATION_MESSAGES as N } from '../notifications/messages';
import { resendDate } from './lifecycle';
import { addMemberRequest } from './repositories/requests';
import { testClock } from '../../../test/server/helpers/accounts';
import { addMember, type TestMember } from '../../../test/server/helpers/members';
import {
  buildTestApp,
  call,
  data,
  type CallResult,
  type TestApp,
} from '../../../test/server/helpers/testApp';
import { encodeId } from './ids';
import { MATCHING_MESSAGES as M } from './messages';
import { SAFETY_MESSAGES as S } from '../safety';

/**
 * Every member call of the registry, called by every kind of caller about one target member T,
 * whose private values must show only to T and to members accepted with T.
 */
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

const ROLES = [
  'visitor',
  'awaiting',
  'stranger',
  'sender',
  'receiver',
  'rejected',
  'accepted',
  'self',
] as const;
type Role = (typeof ROLES)[number];
type VerifiedRole = Exclude<Role, 'visitor' | 'awaiting'>;

const LISTING_KEYS = [
  'account_info_id',
  'age',
  'city_nm',
  'first_name',
  'frd_req_json',
  'gender',
  'height',
  'mama_goutra',
  'mangalic_status',
  'marital_status',
  'max_qualification',
  'mem_frd_req_id',
  'mem_name',
  'mem_no',
  'occupation',
  'photo_after_acceptance',
  'pro_pic',
  'req_count',
  'req_rec_acc_inf_id',
  'req_rec_status',
  'req_status',
  'self_anum',
  'self_goutra',
  'state_nm',
  'verified_on',
];
const CONTACT_KEYS = [
  'address',
  'contact_no',
  'email_id',
  'father_contact',
  'landmark',
  'mother_contact',
  'pincode',
];

interface World {
  target: TestMember;
  city: string;
  /** T's private values by field; gallery files included. */
  secrets: Record<string, string>;
  galleryPhotoId: number;
  /** A notification of T's (only T may mark it read). */
  notificationId: string;
  /** The pair request of each related role, encoded; and the request T sent the receiver. */
  requestOf: Partial<Record<VerifiedRole, string>>;
  callers: Record<Exclude<Role, 'visitor'>, TestMember>;
}

let worldNo = 0;

async function buildWorld(): Promise<World> {
  worldNo += 1;
  const n = worldNo;
  const db = t.app.db;
  const now = clock.now();
  const city = `Matrixcity${n}z`;
  const secrets = {
    contact_no: String(9_700_000_000 + n * 10 + 1),
    email_id: `secret.target.${n}@private.in`,
    address: `${n} Hidden Haveli Road`,
    landmark: 'Behind the old stepwell',
    pincode: String(560_000 + n * 7),
    father_contact: String(9_700_000_000 + n * 10 + 2),
    mother_contact: String(9_700_000_000 + n * 10 + 3),
    ref_one_nm: 'Refperson Onekar',
    ref_one_contact: String(9_700_000_000 + n * 10 + 4),
    ref_two_nm: 'Refperson Twokar',
    ref_two_contact: String(9_700_000_000 + n * 10 + 5),
    dob: '1999-07-23',
    birth_place: 'Secretpur',
  };
  const target = await addMember(
    db,
    {
      ...secrets,
      gender: 'Female',
      mem_name: 'Target Person',
      city_nm: city,
      self_goutra: 'Mittal',
      mama_goutra: 'Garg',
    },
    now,
  );
  const file = () => `${randomBytes(16).toString('hex')}.jpg`;
  const photo = (kind: 'profile' | 'other') => ({
    member_id: target.id,
    kind,
    file: file(),
    thumb_file: file(),
    width: 10,
    height: 10,
    created_at: now.toISOString(),
  });
  await addPhoto(db, photo('profile'), 6);
  const gallery = photo('other');
  const { id: galleryPhotoId } = await addPhoto(db, gallery, 6);

  const verified = () => addMember(db, { gender: 'Male' }, now);
  const callers = {
    awaiting: await addMember(db, { gender: 'Male', status: 'pending' }, now),
    stranger: await verified(),
    sender: await verified(),
    receiver: await verified(),
    rejected: await verified(),
    accepted: await verified(),
    self: target,
  };
  const at = now.toISOString();
  const request = async (by: TestMember, to: TestMember, status?: 'Accepted' | 'Rejected') =>
    encodeId(await addMemberRequest(db, { by: by.id, to: to.id, status, now: at }));
  const requestOf = {
    sender: await request(callers.sender, target),
    receiver: await request(target, callers.receiver),
    rejected: await request(callers.rejected, target, 'Rejected'),
    accepted: await request(callers.accepted, target, 'Accepted'),
  };
  await notify(db, target.id, 'profileVerified', { at: now });
  const [note] = await db
    .selectFrom('notifications')
    .select('id')
    .where('member_id', '=', target.id)
    .execute();
  return {
    notificationId: String(note?.id),
    target,
    city,
    secrets: { ...secrets, gallery: gallery.file, gallery_thumb: gallery.thumb_file },
    galleryPhotoId,
    requestOf,
    callers,
  };
}

/** The fields each call is sent with, aimed at T wherever the call takes a member or request. */
function fieldsFor(type: MemberCall, role: VerifiedRole, w: World): Record<string, string> {
  const T = w.target;
  // A request the caller can name: their own with T, else the sender's (a stranger's guess).
  const pairRequest = w.requestOf[role] ?? (w.requestOf.sender as string);
  switch (type) {
    case 'getMyProfile':
      return { mem_key: Buffer.from(String(T.memNo)).toString('base64') };
    case 'update_profile':
      return { occupation: 'Tester' };
    case 'uploadProPic':
      return { pro_pic: 'not a photo', upd_for: 'profile' };
    case 'getMembers':
      return {
        ser_params: JSON.stringify({ city_name: w.city, gender: 'Female', hideSameGotra: false }),
      };
    case 'sendMemberRequest':
    case 'getMemberProfile':
    case 'getMemberPreview':
    case 'blockMember':
    case 'unblockMember':
    case 'addShortlistMember':
    case 'removeShortlistMember':
      return { req_acc_infoid: T.accountId };
    case 'reportMember':
      return {
        req_acc_infoid: T.accountId,
        reason: 'fake_profile',
        words: 'Photos of someone else.',
      };
    case 'acceptRejFrdRequest':
      // T itself answers the request the sender sent T.
      return role === 'self'
        ? {
            req_acc_infoid: w.callers.sender.accountId,
            mem_frd_req_id: w.requestOf.sender as string,
            req_status: 'Accepted',
          }
        : { req_acc_infoid: T.accountId, mem_frd_req_id: pairRequest, req_status: 'Accepted' };
    case 'withdrawMemberRequest':
      // T itself withdraws the request T sent the receiver.
      return { mem_frd_req_id: role === 'self' ? (w.requestOf.receiver as string) : pairRequest };
    case 'deleteAccount':
      return { password: 'not the password' };
    case 'changeEmail':
      return { password: 'not the password', email_id: 'somebody.new@example.in' };
    case 'changeMobile':
      return { password: 'not the password', contact_no: '9876500001' };
    case 'removePhoto':
      return { photo_id: String(w.galleryPhotoId) };
    case 'setPhotoVisibility':
      return { visibility: 'all' };
    case 'pauseProfile':
      return { pause_for: '2w' };
    case 'setMyLanguage':
      return { language: 'hi' };
    case 'markNotificationRead':
      return { notification_id: w.notificationId };
    case 'saveNotificationSettings':
      return {
        mail_interest_received: '1',
        mail_interest_accepted: '0',
        mail_interest_declined: '1',
        mail_interest_expiring: '0',
      };
    case 'getNotifications':
    case 'markAllNotificationsRead':
    case 'getNotificationSettings':
    case 'getDashboardData':
    case 'getFriendsMembers':
    case 'logout':
    case 'exportMyData':
    case 'getMyPause':
    case 'resumeProfile':
    case 'getBlockedMembers':
    case 'getShortlistMembers':
    case 'getMatches':
      return {};
  }
}

type Expected = { status: string; text?: string };
const all = (e: Expected): Record<VerifiedRole, Expected> => ({
  stranger: e,
  sender: e,
  receiver: e,
  rejected: e,
  accepted: e,
  self: e,
});
const data1 = { status: '1' };
const notYourself = { status: '-10', text: S.notYourself };

/** What each verified caller hears. */
const EXPECTED: Record<MemberCall, Record<VerifiedRole, Expected>> = {
  getMyProfile: { ...all({ status: '0', text: A.notOwnProfile }), self: data1 },
  update_profile: all({ status: '001', text: A.profileUpdated }),
  uploadProPic: all({ status: '-10', text: A.notAnImage }),
  getDashboardData: all(data1),
  getMembers: all(data1),
  getMatches: all(data1),
  sendMemberRequest: {
    stranger: { status: '001', text: MESSAGES.requestSentNotice },
    sender: { status: '-10', text: M.alreadySent },
    receiver: { status: '-10', text: M.alreadyReceived },
    // A declined interest cannot be sent again for 90 days (the world's decline is today).
    rejected: { status: '-10', text: M.declinedRecently(resendDate(clock.now().toISOString())) },
    accepted: { status: '-10', text: M.alreadySent },
    self: { status: '-10', text: M.notToYourself },
  },
  getFriendsMembers: all(data1),
  acceptRejFrdRequest: {
    ...all({ status: '0', text: M.requestNotFound }),
    receiver: { status: '001', text: M.accepted },
    self: { status: '001', text: M.accepted },
  },
  withdrawMemberRequest: {
    stranger: { status: '0', text: M.requestNotFound },
    sender: { status: '001', text: M.withdrawn },
    receiver: { status: '0', text: M.requestNotFound },
    rejected: { status: '0', text: M.notWithdrawable },
    accepted: { status: '0', text: M.notWithdrawable },
    self: { status: '001', text: M.withdrawn },
  },
  getMemberProfile: {
    ...all({ status: '0', text: M.profileNotAvailable }),
    accepted: data1,
    self: data1,
  },
  // Every verified member of the other gender, whatever the request; never oneself.
  getMemberPreview: { ...all(data1), self: { status: '0', text: M.profileNotAvailable } },
  logout: all({ status: '001', text: A.loggedOut }),
  exportMyData: all(data1),
  deleteAccount: all({ status: '0', text: A.wrongPassword }),
  changeEmail: all({ status: '0', text: A.wrongPassword }),
  changeMobile: all({ status: '0', text: A.wrongPassword }),
  removePhoto: {
    ...all({ status: '0', text: A.photoNotFound }),
    self: { status: '001', text: A.photoRemoved },
  },
  setPhotoVisibility: all({ status: '001', text: A.visibilitySaved }),
  // Each caller pauses and resumes only itself; nobody is paused when resumeProfile is called.
  getMyPause: all(data1),
  pauseProfile: all({ status: '001', text: P.pausedUntil(pauseEnd('2w', clock.now())) }),
  resumeProfile: all({ status: '0', text: P.notPaused }),
  blockMember: { ...all({ status: '001', text: S.blocked }), self: notYourself },
  unblockMember: all({ status: '0', text: S.notBlocked }),
  getBlockedMembers: all(data1),
  reportMember: { ...all({ status: '001', text: S.reported }), self: notYourself },
  addShortlistMember: { ...all({ status: '001', text: S.shortlisted }), self: notYourself },
  removeShortlistMember: all({ status: '001', text: S.unshortlisted }),
  getShortlistMembers: all(data1),
  getNotifications: all(data1),
  markNotificationRead: {
    ...all({ status: '0', text: N.notFound }),
    self: { status: '001', text: N.markedRead },
  },
  markAllNotificationsRead: all({ status: '001', text: N.allMarkedRead }),
  getNotificationSettings: all(data1),
  saveNotificationSettings: all({ status: '001', text: N.settingsSaved }),
  setMyLanguage: all({ status: '001', text: LANGUAGE_MESSAGES.saved }),
};

/** Which of T's secrets a caller may find in an answer. */
function allowedSecrets(type: MemberCall, role: Role): readonly string[] | 'all' {
  if (role === 'self') return 'all';
  if (role === 'accepted' && type === 'getMemberProfile') return 'all';
  if (role === 'accepted' && type === 'getFriendsMembers') return CONTACT_KEYS;
  return [];
}

function leaked(result: CallResult, type: MemberCall, role: Role, w: World): string[] {
  const allowed = allowedSecrets(type, role);
  if (allowed === 'all') return [];
  const text = result.response.body;
  return Object.entries(w.secrets)
    .filter(([field, value]) => !allowed.includes(field) && text.includes(value))
    .map(([field]) => `${type} as ${role}: ${field}`);
}

/** The fields of the answers that carry T: listings and profiles. */
function checkFields(type: MemberCall, role: VerifiedRole, result: CallResult, w: World): void {
  if (result.wire.status !== '1') return;
  if (type === 'getMembers') {
    const { members } = data<MemberListAnswer>(result);
    const item = members.find((m) => m.account_info_id === w.target.accountId);
    if (role === 'self') return expect(item).toBeUndefined();
    expect(Object.keys(item ?? {}).sort()).toEqual(LISTING_KEYS);
  }
  if (type === 'getFriendsMembers' && role !== 'self') {
    const items = data<FriendListItem[]>(result);
    const item = items.find((m) => m.account_info_id === w.target.accountId);
    if (role === 'stranger') return expect(item).toBeUndefined();
    expect(Object.keys(item ?? {}).sort()).toEqual(
      [...LISTING_KEYS, 'contact', 'direction'].sort(),
    );
    if (role === 'accepted') {
      expect(Object.keys(item?.contact ?? {}).sort()).toEqual(CONTACT_KEYS);
      for (const key of CONTACT_KEYS) {
        expect(item?.contact?.[key as keyof typeof item.contact]).toBe(w.secrets[key]);
      }
    } else {
      expect(item?.contact).toBeNull();
    }
  }
  if (type === 'getMemberProfile') {
    const profile = data<MemberFullProfile>(result);
    expect(profile.account_info_id).toBe(w.target.accountId);
    expect(profile).not.toHaveProperty('password_hash');
    // Everything private is there for an accepted member: the proof the scan can see it.
    for (const value of Object.values(w.secrets)) expect(result.response.body).toContain(value);
  }
}

const MEMBER_TYPES = CURL_TYPES.filter((c) => registry[c].access === 'member') as MemberCall[];

it('has an expectation for every member call of the registry, and no other', () => {
  expect(Object.keys(EXPECTED).sort()).toEqual([...MEMBER_TYPES].sort());
});

describe.each(MEMBER_TYPES)('%s', (type) => {
  it('refuses visitors and members awaiting verification; answers each member as expected, leaking nothing', async () => {
    const w = await buildWorld();
    const problems: string[] = [];
    for (const role of ROLES) {
      const token = role === 'visitor' ? '' : w.callers[role].token;
      const fields =
        role === 'visitor' || role === 'awaiting'
          ? fieldsFor(type, 'stranger', w)
          : fieldsFor(type, role, w);
      const result = await call(t.app, type, { local_token: token, ...fields });
      expect(result.http).toBe(200);
      problems.push(...leaked(result, type, role, w));
      if (role === 'visitor') {
        expect(result.wire).toEqual({ status: '0', text: MESSAGES.notLoggedIn });
        continue;
      }
      if (role === 'awaiting') {
        expect(result.wire).toEqual({ status: '0', text: A.awaitingVerification });
        continue;
      }
      const expected = EXPECTED[type][role];
      expect({ role, status: result.wire.status }).toEqual({ role, status: expected.status });
      if (expected.text !== undefined) expect(result.wire.text).toBe(expected.text);
      checkFields(type, role, result, w);
    }
    expect(problems).toEqual([]);
  });
});
