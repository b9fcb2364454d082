// The investor's own bank and demat accounts from their KYC (numbers masked as the KYC view gives them).
interface Props {
  bank?: { bankAccountName: string; bankAccountNumber: string; ifsc: string } | null;
  demat?: { depository: string; dpId: string; clientId: string } | null;
}

const rowClass = 'flex flex-wrap justify-between gap-x-4 gap-y-1 py-1.5';

export default function AccountDetails({ bank, demat }: Props) {
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {bank && (
        <div className={rowClass}>
          <dt className="text-slate-600">Your bank account</dt>
          <dd className="font-medium">
            {bank.bankAccountName}, <span className="font-mono">{bank.bankAccountNumber}</span> ({bank.ifsc})
          </dd>
        </div>
      )}
      {demat && (
        <div className={rowClass}>
          <dt className="text-slate-600">Your demat account</dt>
          <dd className="font-medium">
            {demat.depository} DP <span className="font-mono">{demat.dpId}</span>, client{' '}
            <span className="font-mono">{demat.clientId}</span>
          </dd>
        </div>
      )}
    </dl>
  );
}
