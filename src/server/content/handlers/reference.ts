import type { Handler } from '../../api/handler';
import { answer } from '../../api/outcome';
import { listGotras, listStates } from '../repositories/reference';

export const getGotraList: Handler<'getGotraList'> = async (_request, { db }) =>
  answer(await listGotras(db));

export const getStates: Handler<'getStates'> = async (_request, { db }) =>
  answer(await listStates(db));
