import { useState, type ReactNode } from 'react';
import type { StaffAccountLine } from '../../../shared/protocol/consoleTypes';
import type { StaffRole } from '../../../shared/protocol/types';
import { useStaffDisableMutation, useStaffSetRoleMutation } from '../consoleApi';
import { Outcome, useOutcome } from '../Outcome';
import { useStaffToken } from '../useToken';
import { ROLE_OPTIONS } from './roles';

/** One account: its role (changed with its own button) and Disable, with what they answered. */
export function StaffRow({
  account,
  isMe,
  children,
}: {
  account: StaffAccountLine;
  isMe: boolean;
  children: ReactNode;
}) {
  const staff_token = useStaffToken();
  const [setRole, setting] = useStaffSetRoleMutation();
  const [disable, disabling] = useStaffDisableMutation();
  const [role, setChosen] = useState<StaffRole>(account.role);
  const outcome = useOutcome();
  const active = account.disabled_at === null;
  const id = `role-${account.email}`;
  return (
    <tr>
      <th scope="row">
        {account.email}
        {isMe && ' (you)'}
        <Outcome said={outcome.said} />
      </th>
      {children}
      <td>
        {active ? (
          <div className="console-inline">
            <label htmlFor={id} className="visually-hidden">
              Role of {account.email}
            </label>
            <select id={id} value={role} onChange={(e) => setChosen(e.target.value as StaffRole)}>
              {ROLE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button button--quiet"
              disabled={setting.isLoading || role === account.role}
              onClick={async () =>
                outcome.settle(await setRole({ staff_token, email: account.email, role }))
              }
            >
              {/* The visible words start the name (WCAG 2.5.3, Label in Name); the rest says whose. */}
              Change role<span className="visually-hidden"> of {account.email}</span>
            </button>
          </div>
        ) : (
          account.role
        )}
      </td>
      <td>
        {active && !isMe && (
          <button
            type="button"
            className="button button--danger"
            disabled={disabling.isLoading}
            aria-label={`Disable ${account.email}`}
            onClick={async () =>
              outcome.settle(await disable({ staff_token, email: account.email }))
            }
          >
            Disable
          </button>
        )}
      </td>
    </tr>
  );
}
