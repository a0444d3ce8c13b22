import type { Transaction } from 'kysely';
import type { ReportOutcome } from '../../../shared/domain/reportOutcomes';
import type { ReportReason } from '../../../shared/domain/reportReasons';
import type { Database } from '../../db/types';
import type { Db } from '../../plugins/db';

type Tx = Db | Transaction<Database>;

export interface NewReport {
  reporter_id: number;
  reported_id: number;
  reporter_label: string;
  reported_label: string;
  reason: ReportReason;
  words: string;
  created_at: string;
}

export async function insertReport(db: Tx, report: NewReport): Promise<number> {
  const row = await db
    .insertInto('member_reports')
    .values(report)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Reports with each side's member number and name when still there. */
function reportsWithParties(db: Db) {
  return db
    .selectFrom('member_reports as r')
    .leftJoin('members as by', 'by.id', 'r.reporter_id')
    .leftJoin('members as about', 'about.id', 'r.reported_id')
    .select([
      'r.id',
      'r.reporter_id',
      'r.reported_id',
      'r.reporter_label',
      'r.reported_label',
      'r.reason',
      'r.words',
      'r.created_at',
      'by.mem_no as reporter_mem_no',
      'by.mem_name as reporter_name',
      'about.mem_no as reported_mem_no',
      'about.mem_name as reported_name',
    ]);
}

/** The open reports, oldest first. */
export function listOpenReports(db: Db) {
  return reportsWithParties(db)
    .where('r.closed_at', 'is', null)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}

/** The most recently closed reports, newest first, with what was done. */
export function listClosedReports(db: Db, limit: number) {
  return reportsWithParties(db)
    .select(['r.closed_at', 'r.closed_by', 'r.close_note', 'r.outcome'])
    .where('r.closed_at', 'is not', null)
    .orderBy('r.closed_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

export function findOpenReport(db: Tx, id: number) {
  return db
    .selectFrom('member_reports')
    .select(['id', 'reporter_id', 'reported_id', 'reason'])
    .where('id', '=', id)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
}

/** Closes an open report; false when it was not open (closed meanwhile, or unknown). */
export async function closeReport(
  db: Tx,
  close: { id: number; by: string; note: string; outcome: ReportOutcome; at: string },
): Promise<boolean> {
  const { id, by, note, outcome, at } = close;
  const result = await db
    .updateTable('member_reports')
    .set({ closed_at: at, closed_by: by, close_note: note, outcome })
    .where('id', '=', id)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many reports wait for the team (the console's count beside Reports). */
export async function countOpenReports(db: Db): Promise<number> {
  const row = await db
    .selectFrom('member_reports')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('closed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Reports a member made of others, and reports about the member (open and closed). */
export async function countReportsOf(
  db: Db,
  memberId: number,
): Promise<{ made: number; received: number }> {
  const count = async (column: 'reporter_id' | 'reported_id') =>
    Number(
      (
        await db
          .selectFrom('member_reports')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where(column, '=', memberId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { made: await count('reporter_id'), received: await count('reported_id') };
}
