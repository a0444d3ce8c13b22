import type { FastifyBaseLogger } from 'fastify';
import type { AnswerOf, CurlType, RequestOf } from '../../shared/protocol/registry';
import type { staffCalls } from '../../shared/protocol/staffCalls';
import { SAFETY_MEMBER_CALLS, type ReportCall } from '../../shared/protocol/safetyCalls';
import { MATCH_MEMBER_CALLS } from '../../shared/protocol/matchCalls';
import { PREVIEW_MEMBER_CALLS } from '../../shared/protocol/previewCalls';
import { LANGUAGE_MEMBER_CALLS } from '../../shared/protocol/languageCalls';
import type { Passwords, ThrottleLimits, SessionMember } from '../accounts';
import type { Db } from '../plugins/db';
import type { Mailer } from '../plugins/mail';
import type { PhotoStore } from '../photos';
import type { Outcome } from './outcome';

/** What the app hands every handler, built once in app.ts. */
export interface Services {
  db: Db;
  mail: Mailer;
  passwords: Passwords;
  photos: PhotoStore;
  /** The public site pictures' folder, DATA_DIR/media (served at /media/; the media library writes it). */
  mediaDir: string;
  /** The clock: tests move it to expire codes and sessions. */
  now: () => Date;
  /**
   * Anti-scraping limits per member (config: INTEREST_LIMIT_PER_DAY, LIST_LIMIT_PER_DAY,
   * PROFILE_LIMIT_PER_DAY).
   */
  limits: {
    interestsPerDay: number;
    listedPerDay: number;
    profilesPerDay: number;
    /** Interest answers and withdrawals (ANSWER_LIMIT_PER_DAY). */
    answersPerDay: number;
  };
  /** Attempt limits of logins, codes and messages (config.rateLimits; security/rateLimits.ts). */
  throttles: ThrottleLimits;
  /** Where links in mails point: SITE_ORIGIN's first origin, else this server on localhost. */
  siteOrigin: string;
  /** The trust office's address (OFFICE_EMAIL), told of new Write to Us messages; else none. */
  officeEmail: string | undefined;
}

export interface HandlerContext extends Services {
  /** The client address, as Fastify resolves it. */
  ip: string;
  log: FastifyBaseLogger;
}

/** Member calls run only for a verified member with a valid session (see api/access.ts). */
export interface MemberContext extends HandlerContext {
  member: SessionMember;
}

/**
 * The member calls, spelt out because the registry's `access` is typed as the wide Role (so the
 * type system cannot read it); api/handlers.test.ts checks this list against the registry.
 */
export const MEMBER_CALLS = [
  'getMyProfile',
  'update_profile',
  'uploadProPic',
  'getDashboardData',
  'getMembers',
  'sendMemberRequest',
  'getFriendsMembers',
  'acceptRejFrdRequest',
  'withdrawMemberRequest',
  'getMemberProfile',
  'logout',
  'exportMyData',
  'deleteAccount',
  'removePhoto',
  'setPhotoVisibility',
  'getMyPause',
  'pauseProfile',
  'resumeProfile',
  ...SAFETY_MEMBER_CALLS,
  ...MATCH_MEMBER_CALLS,
  ...PREVIEW_MEMBER_CALLS,
  ...LANGUAGE_MEMBER_CALLS,
  'getNotifications',
  'markNotificationRead',
  'markAllNotificationsRead',
  'getNotificationSettings',
  'saveNotificationSettings',
  'changeEmail',
  'changeMobile',
] as const satisfies readonly CurlType[];

export type MemberCall = (typeof MEMBER_CALLS)[number];
/** The team console's calls: dispatched by src/server/staff (its own handler table). */
export type StaffCall = keyof typeof staffCalls | ReportCall;
export type VisitorCall = Exclude<CurlType, MemberCall | StaffCall>;

export type Handler<C extends VisitorCall> = (
  request: RequestOf<C>,
  ctx: HandlerContext,
) => Promise<Outcome<AnswerOf<C>>>;

export type MemberHandler<C extends MemberCall> = (
  request: RequestOf<C>,
  ctx: MemberContext,
) => Promise<Outcome<AnswerOf<C>>>;

/** Every call must have a handler of the right kind: a missing one is a type error. */
export type VisitorHandlerTable = { [C in VisitorCall]: Handler<C> };
export type MemberHandlerTable = { [C in MemberCall]: MemberHandler<C> };
