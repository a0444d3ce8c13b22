import {
  MAIL_SETTING_KINDS,
  NOTIFICATION_SPECS,
  type NotificationKind,
} from '../../../shared/domain/notifications';
import type {
  MailSettingField,
  NotificationSettings,
} from '../../../shared/protocol/notificationCalls';
import type { MemberHandler } from '../../api/handler';
import { answer, done, rejected } from '../../api/outcome';
import { NOTIFICATION_MESSAGES as N } from '../messages';
import { mailOffKinds, saveMailOff } from '../repositories/settings';

const fieldOf = (kind: NotificationKind) =>
  NOTIFICATION_SPECS[kind].setting?.field as MailSettingField;

/** Which mails the caller gets; codes and security mails are not among them (always sent). */
export const getNotificationSettings: MemberHandler<'getNotificationSettings'> = async (
  _request,
  ctx,
) => {
  const off = await mailOffKinds(ctx.db, ctx.member.id);
  const settings = Object.fromEntries(
    MAIL_SETTING_KINDS.map((kind) => [fieldOf(kind), off.has(kind) ? '0' : '1']),
  ) as NotificationSettings;
  return answer(settings);
};

export const saveNotificationSettings: MemberHandler<'saveNotificationSettings'> = async (
  request,
  ctx,
) => {
  const values = MAIL_SETTING_KINDS.map((kind) => ({
    kind,
    value: (request[fieldOf(kind)] ?? '').trim(),
  }));
  if (values.some((v) => v.value !== '1' && v.value !== '0')) return rejected(N.settingValue);
  const off = values.filter((v) => v.value === '0').map((v) => v.kind);
  await saveMailOff(ctx.db, ctx.member.id, off);
  return done(N.settingsSaved);
};
