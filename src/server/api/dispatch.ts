import { registry, type CurlType, type RequestOf } from '../../shared/protocol/registry';
import type { WireAnswer } from '../../shared/protocol/wire';
import { handlers } from '../handlers';
import type { HandlerContext, VisitorCall } from './handler';
import { toWire } from './outcome';

const isVisitorCall = (type: CurlType): type is VisitorCall => registry[type].access === 'visitor';

/** Runs the handler of a checked call. Member calls never get here until sessions exist. */
export async function dispatch(
  type: CurlType,
  fields: Record<string, string>,
  ctx: HandlerContext,
): Promise<WireAnswer> {
  if (!isVisitorCall(type)) throw new Error(`No handler for the ${type} call.`);
  return run(type, fields as RequestOf<typeof type>, ctx);
}

async function run<C extends VisitorCall>(
  type: C,
  // checkCall has verified: only this call's fields, each once, every required one present.
  fields: RequestOf<C>,
  ctx: HandlerContext,
): Promise<WireAnswer> {
  const handler = handlers[type];
  return toWire(type, await handler(fields, ctx));
}
