// The audit log read as sentences: "Asha Rao changed the price of Swiggy from ₹410.00 to ₹425.00",
// with a link to what was changed. The raw before/after stays beside it (auditChanges). An action
// this file does not know still reads as words ("staff.invite_resent" → "invite resent: staff 4").
import { formatPaise, humanWords } from '@/lib/format';
import { KYC_CHECKLIST_LABELS, KYC_DOCUMENT_LABELS, type KycChecklistItem, type KycDocumentKind } from '@/lib/validations/kycDocuments';

import { paymentPath } from '@/lib/routes';

import { auditChanges } from './changes';
import { APPROVAL_KIND_LABELS, type ApprovalKind } from '@/lib/status/approvals';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

export interface AuditSentence {
  /** Who did what: "Asha Rao changed swiggy: price from ₹410.00 to ₹425.00". */
  text: string;
  /** The console page of what was changed, when it has one. */
  href?: string;
}

/** Names of the staff an entry mentions by id (an approval's proposer), looked up by the list. */
export type StaffNames = Readonly<Record<number, string>>;

/**
 * The kinds of record the log names by a reference of their own rather than by their row id (an order
 * by "PB-B-7K3Q9X2M", not "order 42"), with the reference each is known by.
 */
export const REFERENCED_TARGETS = ['order', 'sell_request', 'payout', 'support_ticket', 'user', 'partner'] as const;
export type ReferencedTarget = (typeof REFERENCED_TARGETS)[number];

/** The references of the records entries name, by `targetKey`, looked up by the list. */
export type TargetReferences = Readonly<Record<string, string>>;

export const targetKey = (entity: string, entityId: string) => `${entity}:${entityId}`;

/** The row ids of the records the entries name whose reference the list should look up, by kind. */
export function referencedTargets(entries: readonly Pick<AuditEntry, 'entity' | 'entityId' | 'after'>[]): Map<ReferencedTarget, number[]> {
  const ids = new Map<ReferencedTarget, number[]>();
  const add = (entity: string, entityId: string) => {
    // Only row ids: a payout's approval names its partner by code already.
    if (!(REFERENCED_TARGETS as readonly string[]).includes(entity) || !/^\d{1,9}$/.test(entityId)) return;
    const kind = entity as ReferencedTarget;
    const list = ids.get(kind) ?? [];
    if (!list.includes(Number(entityId))) ids.set(kind, [...list, Number(entityId)]);
  };
  for (const entry of entries) {
    add(entry.entity, entry.entityId);
    // A payout names the partner it went to.
    const partnerId = record(entry.after).partnerId;
    if (entry.entity === 'payout' && typeof partnerId === 'number') add('partner', String(partnerId));
  }
  return ids;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** "partnerPricePaise" → "partner price"; "availableQuantity" → "available quantity"; "disReference" → "DIS reference". */
export function fieldWords(field: string): string {
  return humanWords(field.replace(/Paise$/, '').replace(/([a-z0-9])([A-Z])/g, '$1 $2'));
}

/** A value as a person reads it: money fields in rupees, lists joined, nothing as "none". */
function valueWords(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (field.endsWith('Paise') && typeof value === 'number') return formatPaise(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : 'none';
  if (typeof value === 'string' && /^[a-z]+(_[a-z]+)+$/.test(value)) return humanWords(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A KYC document's kind as words: "PAN card". */
const documentWords = (kind: unknown) =>
  typeof kind === 'string' && kind in KYC_DOCUMENT_LABELS ? KYC_DOCUMENT_LABELS[kind as KycDocumentKind] : 'KYC document';

/** " (to fix: …)": the checklist items a KYC rejection named, if any. */
function fixWords(fix: unknown): string {
  const items = Array.isArray(fix)
    ? fix.filter((item): item is KycChecklistItem => typeof item === 'string' && item in KYC_CHECKLIST_LABELS)
    : [];
  return items.length ? ` (to fix: ${items.map((item) => KYC_CHECKLIST_LABELS[item]).join('; ')})` : '';
}

/** "price from ₹410.00 to ₹425.00, available quantity from 100 to 90": the fields that changed. */
export function changeWords(before: unknown, after: unknown, skip: readonly string[] = []): string {
  const was = record(before);
  const now = record(after);
  return auditChanges(before, after)
    .filter((change) => !skip.includes(change.field))
    .map(
      (change) =>
        `${fieldWords(change.field)} from ${valueWords(change.field, was[change.field])} to ${valueWords(change.field, now[change.field])}`,
    )
    .join(', ');
}

/** Where each kind of record lives in the console. */
const PAGES: Record<string, (id: string) => string> = {
  order: (id) => `/admin/orders/${id}`,
  sell_request: (id) => `/admin/sell/${id}`,
  company: (id) => `/admin/companies/${id}`,
  operator: (id) => `/admin/staff/${id}`,
  support_ticket: (id) => `/admin/tickets/${id}`,
  knowledge_article: (id) => `/admin/knowledge/${id}`,
  payout: () => '/admin/payouts',
  settings: () => '/admin/settings',
  kyc: () => '/admin/kyc',
  approval: () => '/admin/approvals',
  bank_statement: (id) => `/admin/payments/statements/${id}`,
  payment_group: (reference) => paymentPath(reference),
  article: (id) => `/admin/articles/${id}`,
  faq: (id) => `/admin/faqs/${id}`,
  glossary_term: (id) => `/admin/glossary/${id}`,
  webcast: (id) => `/admin/webcasts/${id}`,
  real_estate_listing: (id) => `/admin/real-estate/${id}`,
  startup: (slug) => `/admin/startups/${slug}`,
  contact_message: (id) => `/admin/contact/${id}`,
  career_application: (id) => `/admin/careers/${id}`,
  newsletter_subscription: () => '/admin/newsletter',
  user: (id) => `/admin/investors/${id}`,
  // A payout names its partner by code, the people desk by id.
  partner: (id) => (/^\d+$/.test(id) ? `/admin/partners/${id}` : '/admin/partners'),
};

const ENTITY_WORDS: Record<string, string> = {
  order: 'order',
  sell_request: 'sale',
  company: 'company',
  operator: 'staff member',
  user: 'investor',
  support_ticket: 'ticket',
  knowledge_article: 'help article',
  article: 'article',
  payout: 'payout',
  kyc: 'KYC of',
  price_import: 'price file',
  bank_statement: 'bank statement',
  payment_group: 'payment',
  webcast: 'webcast',
  real_estate_listing: 'real-estate listing',
  startup: 'startup',
  contact_message: 'message',
  career_application: 'job application',
};

/** "order PB-B-7K3Q9X2M": the kind of record and its reference (its id when it has none, or it is gone). */
const whatOf = (references: TargetReferences) => (entry: AuditEntry) =>
  `${ENTITY_WORDS[entry.entity] ?? fieldWords(entry.entity)} ${references[targetKey(entry.entity, entry.entityId)] ?? entry.entityId}`;

const withChanges = (head: string, changes: string) => (changes ? `${head}: ${changes}` : head);

/** The sentence for one entry, starting with who did it ("Asha Rao verified the KYC of UM123"). */
export function auditSentence(entry: AuditEntry, who: string, names: StaffNames = {}, references: TargetReferences = {}): AuditSentence {
  const what = whatOf(references);
  const [domain = '', verb = ''] = entry.action.split('.');
  const after = record(entry.after);
  const before = record(entry.before);
  const href = PAGES[entry.entity]?.(entry.entityId);
  const text = (() => {
    switch (domain) {
      case 'order':
      case 'sell': {
        const detail = ['paymentReference', 'transferReference', 'refundReference']
          .filter((key) => typeof after[key] === 'string' && after[key] !== before[key])
          .map((key) => String(after[key]))
          .join(', ');
        const reason = verb === 'rejected' && typeof after.reason === 'string' ? `: ${after.reason}` : '';
        return `marked ${what(entry)} as ${humanWords(verb)}${reason}${detail && !reason ? ` (reference ${detail})` : ''}`;
      }
      case 'kyc':
        if (verb === 'document_viewed') return `opened the ${documentWords(after.kind)} of ${entry.entityId}`;
        return verb === 'rejected'
          ? `rejected the KYC of ${entry.entityId}${typeof after.rejectionReason === 'string' ? `: ${after.rejectionReason}` : ''}${fixWords(after.rejectionFix)}`
          : `${verb} the KYC of ${entry.entityId}`;
      case 'company':
        if (verb === 'ipo_milestone') {
          const label = typeof after.label === 'string' ? after.label : 'IPO milestone';
          return withChanges(
            `${entry.before ? 'corrected' : 'recorded'} the IPO milestone “${label}” of ${entry.entityId}`,
            entry.before ? changeWords(before, after, ['id', 'label']) : '',
          );
        }
        return withChanges(
          `${verb === 'price_correct' ? 'corrected the latest price of' : 'changed'} ${entry.entityId}`,
          changeWords(before, after, ['approvalId', 'priceUpdatedAt', 'priceCorrection']),
        );
      case 'payout':
        return `recorded a payout of ${valueWords('netPaise', after.netPaise)} to partner ${references[targetKey('partner', String(after.partnerId))] ?? valueWords('partnerId', after.partnerId)} (bank reference ${valueWords('ref', after.bankReference)})`;
      case 'settings':
        return withChanges('changed the platform settings', changeWords(before, after));
      case 'approval': {
        const label =
          typeof after.kind === 'string' && after.kind in APPROVAL_KIND_LABELS
            ? APPROVAL_KIND_LABELS[after.kind as ApprovalKind]
            : 'Change';
        // Lower case inside a sentence, but not an acronym ("KYC decision…").
        const kind = /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
        const proposer =
          typeof after.proposedBy === 'number' ? (names[after.proposedBy] ?? `staff member ${after.proposedBy}`) : 'another person';
        const aKind = `${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}`;
        if (verb === 'propose') return `proposed ${aKind} of ${what(entry)}, for a second person to approve`;
        if (verb === 'approve') return `approved ${proposer}'s ${kind} of ${what(entry)}`;
        if (verb === 'stale')
          return `set aside ${aKind} of ${what(entry)}: what it was proposed against had changed${typeof after.current === 'string' ? ` (now ${after.current})` : ''}`;
        return `rejected ${proposer}'s ${kind} of ${what(entry)}${typeof after.reason === 'string' ? `: ${after.reason}` : ''}`;
      }
      case 'staff':
        if (verb === 'invite') return `invited ${valueWords('email', after.email)} as ${valueWords('roles', after.roles)}`;
        if (verb === 'update') return withChanges(`changed ${what(entry)}`, changeWords(before, after));
        if (verb === 'sign_out') return `ended the sessions of ${what(entry)}`;
        if (verb === 'totp_reset') return `reset the authenticator of ${what(entry)}`;
        break;
      case 'support':
        if (verb === 'reply') return `replied to ${what(entry)}`;
        if (verb === 'assign') return `took ${what(entry)}`;
        if (verb === 'resolve') return `resolved ${what(entry)}`;
        if (verb === 'escalate') return `referred ${what(entry)} to the principal officer`;
        break;
      case 'price_import': {
        if (verb === 'preview') {
          return `uploaded ${what(entry)} (${valueWords('fileName', after.fileName)}): ${valueWords('rows', after.rows)} rows, ${valueWords('refused', after.refused)} refused`;
        }
        const approval = typeof after.approvalId === 'number' ? `, approved as approval ${after.approvalId}` : '';
        if (verb === 'apply') return `applied ${what(entry)} to ${valueWords('companies', after.companies)}${approval}`;
        break;
      }
      case 'payment':
        if (verb === 'payment_received')
          return `confirmed ${what(entry)} received (reference ${valueWords('paymentReference', after.paymentReference)}): ${valueWords('totalPaise', after.totalPaise)} for orders ${valueWords('orders', after.orders)}`;
        break;
      case 'bank_statement': {
        if (verb === 'import')
          return `imported ${what(entry)} (${valueWords('fileName', after.fileName)}): ${valueWords('newLines', after.newLines)} new credits, ${valueWords('repeatedLines', after.repeatedLines)} seen before`;
        const confirmed = Array.isArray(after.orders) ? after.orders.length : 0;
        if (verb === 'confirm')
          return `confirmed ${String(confirmed)} payment${confirmed === 1 ? '' : 's'} of ${valueWords('totalPaise', after.totalPaise)} from ${what(entry)}`;
        break;
      }
      case 'article':
      case 'knowledge':
        return withChanges(`${verb === 'create' ? 'wrote' : 'changed'} ${what(entry)}`, changeWords(before, after));
      case 'webcast':
      case 'real_estate_listing': {
        const title = typeof (after.title ?? before.title) === 'string' ? ` “${String(after.title ?? before.title)}”` : '';
        if (verb === 'create') return `added ${what(entry)}${title}${after.status === 'draft' ? ' as a draft' : ''}`;
        if (verb === 'delete') return `removed ${what(entry)}${title}`;
        if (before.status !== after.status) return `${after.status === 'published' ? 'published' : 'unpublished'} ${what(entry)}${title}`;
        return withChanges(`changed ${what(entry)}${title}`, changeWords(before, after, ['updatedAt']));
      }
      case 'startup': {
        const name = typeof (after.name ?? before.name) === 'string' ? ` “${String(after.name ?? before.name)}”` : '';
        if (verb === 'create') return `added ${what(entry)}${name} as a draft`;
        if (verb === 'publish' || verb === 'unpublish') return `${verb}ed ${what(entry)}${name}`;
        return withChanges(`changed ${what(entry)}${name}`, changeWords(before, after, ['updatedAt']));
      }
      case 'contact_message':
      case 'career_application': {
        const note = typeof after.staffNote === 'string' && after.staffNote !== before.staffNote ? `, noting “${after.staffNote}”` : '';
        return `marked ${what(entry)} as ${humanWords(verb)}${note}`;
      }
      case 'newsletter_subscription':
        return `unsubscribed ${valueWords('email', after.email)} from the newsletter`;
    }
    return `${humanWords(verb || domain)}: ${what(entry)}`;
  })();
  return href ? { text: `${who} ${text}`, href } : { text: `${who} ${text}` };
}

/** The staff ids entries mention besides their author (an approval's proposer), for one lookup of their names. */
export function mentionedStaff(entries: readonly AuditEntry[]): number[] {
  const ids = entries.flatMap((entry) => {
    const proposer = record(entry.after).proposedBy;
    return entry.action.startsWith('approval.') && typeof proposer === 'number' ? [proposer] : [];
  });
  return [...new Set(ids)];
}
