import { callOver } from '../helpers/serverProcess';
import type { TestMember } from '../helpers/members';
import type { Supervisor } from './crashSupervisor';

export type Op =
  | { kind: 'register'; fields: Record<string, string>; email: string }
  | { kind: 'interest'; by: TestMember; to: TestMember };

export interface Outcome {
  /** A success answer reached us: the write must be in the database. */
  acked: Op[];
  /** The connection died (a kill): the write may or may not be there, but never half. */
  unknown: Op[];
  /** A well-formed answer that was not a success: always a failure of the test. */
  refused: { op: Op; text: string }[];
  /** How many requests were in flight at each kill. */
  inFlightAtKills: number[];
}

function send(url: string, op: Op) {
  return op.kind === 'register'
    ? callOver(url, 'register_member', op.fields)
    : callOver(url, 'sendMemberRequest', {
        local_token: op.by.token,
        req_acc_infoid: op.to.accountId,
      });
}

export interface LoadPlan {
  concurrency: number;
  /** Kill the server when the op with one of these (start) indexes is sent… */
  killAt: ReadonlySet<number>;
  /** …after this many milliseconds more (a random moment, not an op boundary). */
  killDelayMs: () => number;
}

/** Runs the ops `concurrency` at a time against the supervised server, killing it as planned. */
export async function runWithKills(sup: Supervisor, ops: Op[], plan: LoadPlan): Promise<Outcome> {
  const outcome: Outcome = { acked: [], unknown: [], refused: [], inFlightAtKills: [] };
  const kills: Promise<void>[] = [];
  let next = 0;
  let inFlight = 0;
  const worker = async () => {
    for (;;) {
      const index = next;
      next += 1;
      const op = ops[index];
      if (!op) return;
      const url = await sup.url();
      if (plan.killAt.has(index)) {
        const kill = new Promise<void>((resolve) => setTimeout(resolve, plan.killDelayMs())).then(
          () => {
            outcome.inFlightAtKills.push(inFlight);
            return sup.killAndRestart();
          },
        );
        kills.push(kill);
      }
      inFlight += 1;
      try {
        const { wire } = await send(url, op);
        if (wire.status === '001') outcome.acked.push(op);
        else outcome.refused.push({ op, text: `${wire.status} ${wire.text}` });
      } catch {
        outcome.unknown.push(op);
      } finally {
        inFlight -= 1;
      }
    }
  };
  await Promise.all(Array.from({ length: plan.concurrency }, worker));
  await Promise.all(kills);
  return outcome;
}
