// The fee schedule as the /fees page shows it: what a buyer and a seller pay, line by line, with a worked
// example computed by the same functions as the checkout and the sale quote (lib/feeSchedule.ts).
import Section from '@/components/kit/Section';
import DataTable from '@/components/ui/DataTable';
import { bpsAsPercent, buyQuote, per100kAsPercent, saleQuote, type FeeSchedule } from '@/lib/feeSchedule';
import { formatNumber, formatPaise } from '@/lib/format';

/** ₹1,00,000 of shares: the example both sides are worked on. */
const EXAMPLE_PAISE = 10_000_000;

type Line = [label: string, rule: string, example: number];

const CELL = 'px-3 py-2';

function FeeTable({ caption, lines, total }: { caption: string; lines: Line[]; total: [string, number] }) {
  return (
    <Section title={caption} className="mt-8" headingClassName="text-xl text-brand-900">
      <div className="mt-3 overflow-x-auto">
        <DataTable
          caption={`${caption}, with an example of ${formatPaise(EXAMPLE_PAISE)} of shares`}
          look="list"
          columns={[
            { label: 'Charge', className: CELL },
            { label: 'Rate', className: CELL },
            { label: `On ${formatPaise(EXAMPLE_PAISE)}`, className: `${CELL} text-right` },
          ]}
          foot={
            <tr className="border-t border-slate-200 font-semibold">
              <th scope="row" className={`${CELL} text-slate-900`} colSpan={2}>
                {total[0]}
              </th>
              <td className={`${CELL} text-right tabular-nums`}>{formatPaise(total[1])}</td>
            </tr>
          }
        >
          {lines.map(([label, rule, example]) => (
            <tr key={label}>
              <th scope="row" className={`${CELL} font-medium text-slate-900`}>
                {label}
              </th>
              <td className={`${CELL} text-slate-700`}>{rule}</td>
              <td className={`${CELL} text-right tabular-nums`}>{formatPaise(example)}</td>
            </tr>
          ))}
        </DataTable>
      </div>
    </Section>
  );
}

export default function FeeScheduleTables({ schedule }: { schedule: FeeSchedule }) {
  const { buyer, seller } = schedule;
  const buy = buyQuote(schedule, EXAMPLE_PAISE, 1);
  const sale = saleQuote(schedule, EXAMPLE_PAISE, 1);
  const fee = (bps: number) => (bps === 0 ? 'None' : `${formatNumber(bpsAsPercent(bps))}% of the price`);
  return (
    <>
      <FeeTable
        caption="When you buy"
        lines={[
          ['Price of the shares', 'Price per share × quantity, as quoted by the platform', buy.considerationPaise],
          [
            'Stamp duty',
            `${formatNumber(per100kAsPercent(buyer.stampDutyPer100k))}% of the price, paid to the government`,
            buy.stampDutyPaise,
          ],
          ['Platform fee', fee(buyer.platformFeeBps), buy.feePaise],
          ['GST on the platform fee', `${String(buyer.gstPercent)}% of the fee (never of the price)`, buy.gstPaise],
        ]}
        total={['You pay', buy.totalPaise]}
      />
      <FeeTable
        caption="When you sell to the platform"
        lines={[
          ['Price of the shares', 'Buy-back quote per share × quantity', sale.considerationPaise],
          ['Platform fee on the sale', fee(seller.platformFeeBps), -sale.feePaise],
          ['GST on the platform fee', `${String(seller.gstPercent)}% of the fee`, -sale.gstPaise],
          [
            'DP charge',
            seller.dpChargePaise === 0
              ? 'None'
              : `${formatPaise(seller.dpChargePaise)} per sale, the depository participant’s charge at cost`,
            -sale.dpChargePaise,
          ],
        ]}
        total={['You receive', sale.proceedsPaise]}
      />
    </>
  );
}
