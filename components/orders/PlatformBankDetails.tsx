import { PLATFORM_BANK, PLATFORM_DEMAT } from '@/lib/platformBank';

const rowClass = 'flex flex-wrap justify-between gap-x-4 gap-y-1 py-1.5';

/** Where the investor pays for a purchase. */
export function PlatformBankDetails() {
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      <div className={rowClass}>
        <dt className="text-slate-600">Account name</dt>
        <dd className="font-medium">{PLATFORM_BANK.accountName}</dd>
      </div>
      <div className={rowClass}>
        <dt className="text-slate-600">Bank</dt>
        <dd className="font-medium">
          {PLATFORM_BANK.bankName}, {PLATFORM_BANK.branch}
        </dd>
      </div>
      <div className={rowClass}>
        <dt className="text-slate-600">Account number</dt>
        <dd className="font-mono font-medium">{PLATFORM_BANK.accountNumber}</dd>
      </div>
      <div className={rowClass}>
        <dt className="text-slate-600">IFSC</dt>
        <dd className="font-mono font-medium">{PLATFORM_BANK.ifsc}</dd>
      </div>
      <div className={rowClass}>
        <dt className="text-slate-600">Pay by</dt>
        <dd className="font-medium">{PLATFORM_BANK.modes}</dd>
      </div>
    </dl>
  );
}

/** Where the investor transfers shares they sell. */
export function PlatformDematDetails() {
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      <div className={rowClass}>
        <dt className="text-slate-600">Account name</dt>
        <dd className="font-medium">{PLATFORM_DEMAT.name}</dd>
      </div>
      <div className={rowClass}>
        <dt className="text-slate-600">Depository</dt>
        <dd className="font-medium">{PLATFORM_DEMAT.depository}</dd>
      </div>
      <div className={rowClass}>
        <dt className="text-slate-600">DP ID</dt>
        <dd className="font-mono font-medium">{PLATFORM_DEMAT.dpId}</dd>
      </div>
      <div className={rowClass}>
        <dt className="text-slate-600">Client ID</dt>
        <dd className="font-mono font-medium">{PLATFORM_DEMAT.clientId}</dd>
      </div>
    </dl>
  );
}
