import { isPauseChoice, pauseEnd } from '../../../shared/domain/pause';
import type { MemberHandler } from '../../api/handler';
import { answer, done, refused, rejected } from '../../api/outcome';
import { PAUSE_MESSAGES as M } from '../messages';
import { endPause, findPause, putPause } from '../repositories/pauses';

/** Whether the caller is paused now: a pause past its end reads as none (no job ends it). */
export const getMyPause: MemberHandler<'getMyPause'> = async (_request, ctx) => {
  const pause = await findPause(ctx.db, ctx.member.id, ctx.now());
  return answer(
    pause
      ? { paused: true, paused_at: pause.paused_at, until: pause.until }
      : { paused: false, paused_at: null, until: null },
  );
};

export const pauseProfile: MemberHandler<'pauseProfile'> = async ({ pause_for }, ctx) => {
  const choice = pause_for.trim();
  if (!isPauseChoice(choice)) return rejected(M.choice);
  const now = ctx.now();
  const until = pauseEnd(choice, now);
  await putPause(ctx.db, { member_id: ctx.member.id, paused_at: now.toISOString(), until });
  ctx.log.info({ memberId: ctx.member.id, choice }, 'profile paused');
  return done(M.pausedUntil(until));
};

export const resumeProfile: MemberHandler<'resumeProfile'> = async (_request, ctx) => {
  if (!(await endPause(ctx.db, ctx.member.id, ctx.now()))) return refused(M.notPaused);
  ctx.log.info({ memberId: ctx.member.id }, 'profile resumed');
  return done(M.resumed);
};
