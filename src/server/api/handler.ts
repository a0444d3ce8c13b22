import type { FastifyBaseLogger } from 'fastify';
import type { AnswerOf, CurlType, Registry, RequestOf } from '../../shared/protocol/registry';
import type { Db } from '../plugins/db';
import type { Outcome } from './outcome';

export interface HandlerContext {
  db: Db;
  /** The client address, as Fastify resolves it. */
  ip: string;
  log: FastifyBaseLogger;
}

export type Handler<C extends CurlType> = (
  request: RequestOf<C>,
  ctx: HandlerContext,
) => Promise<Outcome<AnswerOf<C>>>;

/** Calls any visitor may make. Member and team calls need sessions (the accounts issue). */
export type VisitorCall = {
  [C in CurlType]: Registry[C]['access'] extends 'visitor' ? C : never;
}[CurlType];

/** Every visitor call must have a handler: a missing one is a type error. */
export type HandlerTable = { [C in VisitorCall]: Handler<C> };
