import { NOTIFICATION_SPECS } from '../../../shared/domain/notifications';
import type { MemberHandler } from '../../api/handler';
import { answer, done, refused } from '../../api/outcome';
import { idOf } from '../../db/rowId';
import { NOTIFICATION_MESSAGES as N } from '../messages';
import {
  countUnread,
  listNotifications,
  markAllRead,
  markRead,
} from '../repositories/notifications';

/** The bell: the caller's newest notifications and the unread count (all of them, not only the 50). */
export const getNotifications: MemberHandler<'getNotifications'> = async (_request, ctx) => {
  const me = ctx.member.id;
  const [rows, unread] = await Promise.all([
    listNotifications(ctx.db, me),
    countUnread(ctx.db, me),
  ]);
  return answer({
    unread,
    items: rows.map((r) => ({
      id: String(r.id),
      kind: r.kind,
      text: NOTIFICATION_SPECS[r.kind].text,
      screen: NOTIFICATION_SPECS[r.kind].screen,
      created_at: r.created_at,
      read: r.read_at !== null,
    })),
  });
};

/** Only the caller's own notification: another member's id answers as an unknown one. */
export const markNotificationRead: MemberHandler<'markNotificationRead'> = async (
  { notification_id },
  ctx,
) => {
  const id = idOf(notification_id.trim());
  if (id === null) return refused(N.notFound);
  const at = ctx.now().toISOString();
  return (await markRead(ctx.db, ctx.member.id, id, at)) ? done(N.markedRead) : refused(N.notFound);
};

export const markAllNotificationsRead: MemberHandler<'markAllNotificationsRead'> = async (
  _request,
  ctx,
) => {
  await markAllRead(ctx.db, ctx.member.id, ctx.now().toISOString());
  return done(N.allMarkedRead);
};
