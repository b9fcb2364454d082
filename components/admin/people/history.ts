// The audit log's actions on an investor's or partner's record, as their history reads them.
export const HISTORY: Record<string, string> = {
  'user.disable': 'Disabled (sessions ended)',
  'user.enable': 'Enabled',
  'user.sign_out': 'Signed out everywhere',
  'user.note': 'Note added',
  'user.move_partner': 'Moved to another partner',
  'partner.disable': 'Disabled (sessions ended)',
  'partner.enable': 'Enabled',
  'partner.sign_out': 'Signed out everywhere',
  'partner.note': 'Note added',
  'partner.approve': 'Application approved',
  'partner.reject': 'Application rejected',
};

/** The record's audit entries, oldest first, as DetailPage's timeline. */
export function historyEvents(history: readonly { action: string; by: string | null; at: string; after: unknown }[]) {
  return [...history].reverse().map((entry) => {
    const after = entry.after as { reason?: string } | null;
    return {
      event: HISTORY[entry.action] ?? entry.action,
      actor: entry.by ?? 'a former staff member',
      note: after?.reason ?? null,
      at: entry.at,
    };
  });
}
