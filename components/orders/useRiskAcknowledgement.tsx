// Before the first purchase, the risk statement in the kit's dialog: `if (!(await risk.ensure())) return;`
// before placing an order, with `{risk.dialog}` rendered beside. Accepted once (POST
// /api/v1/user/risk-acknowledgement), it is not asked again; the server refuses a purchase without it (428).
import { useState } from 'react';

import ConfirmDialog, { useConfirm } from '@/components/ui/ConfirmDialog';
import { call } from '@/lib/contracts/client';
import { riskAcknowledgedApi } from '@/lib/contracts/riskAcknowledgement';
import type { RiskGate } from '@/lib/riskStatement';

export const RISK_ACCEPT_LABEL = 'I understand and accept';

export function useRiskAcknowledgement(gate: RiskGate) {
  const confirm = useConfirm();
  const [accepted, setAccepted] = useState(gate.accepted);

  /** True once the investor has accepted the statement (asking now if they have not); false if they chose not to. */
  async function ensure(): Promise<boolean> {
    if (accepted) return true;
    if (!(await confirm.ask())) return false;
    await call(riskAcknowledgedApi, { version: gate.version });
    setAccepted(true);
    return true;
  }

  const dialog = (
    <ConfirmDialog
      {...confirm.dialog}
      tone="primary"
      title={gate.title}
      body={
        <div className="space-y-2 text-sm text-slate-800" data-testid="risk-statement">
          {gate.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      }
      cancelLabel="Not now"
      confirmLabel={RISK_ACCEPT_LABEL}
    />
  );
  return { ensure, dialog };
}
