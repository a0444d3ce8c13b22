import type { CountedScreenId } from '../../../shared/domain/staffScreens';
import { staffScreensFor } from '../../../shared/domain/staffScreens';
import { answer } from '../../api/outcome';
import type { Db } from '../../plugins/db';
import { countOpenReports } from '../../safety';
import { countQueue } from '../deskRepository';
import type { StaffHandler } from '../types';
import { countUnhandled } from './repository';

/** The count of each counted console screen (staffScreens.ts): the compiler wants every one. */
export const COUNTERS: Record<CountedScreenId, (db: Db) => Promise<number>> = {
  desk: countQueue,
  inbox: countUnhandled,
  reports: countOpenReports,
};

const counted = (id: string): id is CountedScreenId => Object.hasOwn(COUNTERS, id);

/** Only the screens the caller's role sees are counted. */
export const consoleCounts: StaffHandler<'consoleCounts'> = async (_fields, ctx) => {
  const counts: Record<string, number> = {};
  for (const screen of staffScreensFor(ctx.staff.role)) {
    if (screen.count && counted(screen.id)) counts[screen.id] = await COUNTERS[screen.id](ctx.db);
  }
  return answer({ counts });
};
