import type { GotraItem, StateItem } from '../../../shared/protocol/types';
import type { Db } from '../../plugins/db';

export function listGotras(db: Db): Promise<GotraItem[]> {
  return db
    .selectFrom('gotras')
    .select(['id', 'temple_name'])
    .orderBy('temple_name')
    .orderBy('id')
    .execute();
}

export function listStates(db: Db): Promise<StateItem[]> {
  return db.selectFrom('states').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}

export async function stateExists(db: Db, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('states')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}

export async function gotraExists(db: Db, templeName: string): Promise<boolean> {
  const row = await db
    .selectFrom('gotras')
    .select('id')
    .where('temple_name', '=', templeName)
    .executeTakeFirst();
  return row !== undefined;
}
