// The downloadable research report: a whole HTML document rendered on the server from the company's
// data (React escapes every value), styled for screen and print, with no script.
import { pointsInRange, priceSummary } from '@/components/charts/priceRange';
import { brand } from '@/lib/brand';
import { formatRatio, ratios, valuationPaise } from '@/lib/finance';
import { formatCrore, formatDate, formatPaise, formatPaiseShort } from '@/lib/format';
import type { CompanyDetail } from '@/lib/server/services/companies';

import { keyFacts, startupFacts } from './companyFacts';

const STYLE = `
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a;max-width:52rem;margin:0 auto;padding:1.5rem;line-height:1.5}
h1{color:#0b3d2e;margin-bottom:.25rem}h2{color:#0b3d2e;border-bottom:2px solid #d8f3e6;padding-bottom:.25rem;margin-top:2rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border:1px solid #cbd5e1;padding:.35rem .5rem;text-align:left}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}thead th{background:#f1f5f9}
.muted{color:#475569;font-size:.85rem}
@media print{body{padding:0;max-width:none}h2{break-after:avoid}table,section{break-inside:avoid}a{color:inherit;text-decoration:none}}
`;

export default function ResearchReport({ detail, generatedAt, origin }: { detail: CompanyDetail; generatedAt: Date; origin: string }) {
  const { company, fundamentals, prices, peers } = detail;
  const latest = fundamentals.at(-1) ?? null;
  const r = ratios(company.pricePaise, latest);
  const year = priceSummary(pointsInRange(prices, '1Y'));
  const valuation = valuationPaise(company.pricePaise, company.sharesOutstanding);
  const facts = [...keyFacts(company), ...startupFacts(company)];
  return (
    <html lang="en-IN">
      {/* eslint-disable-next-line @next/next/no-head-element -- a standalone document (renderToStaticMarkup in the report API), not a Next page */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${company.name}: research report | ${brand.name}`}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <h1>{company.name}</h1>
        <p className="muted">{`Research report by ${brand.name}, generated ${formatDate(generatedAt)}. Demo data, for information only; not investment advice.`}</p>
        <section>
          <h2>Price and valuation</h2>
          <table>
            <tbody>
              <tr>
                <th>Price per share</th>
                <td className="n">{`${formatPaise(company.pricePaise)} (updated ${formatDate(company.priceUpdatedAt)})`}</td>
              </tr>
              <tr>
                <th>Valuation</th>
                <td className="n">{valuation === null ? '—' : formatPaiseShort(valuation)}</td>
              </tr>
              {year && (
                <tr>
                  <th>52-week high / low</th>
                  <td className="n">{`${formatPaise(year.high.pricePaise)} / ${formatPaise(year.low.pricePaise)}`}</td>
                </tr>
              )}
              <tr>
                <th>P/E · P/B</th>
                <td className="n">{`${formatRatio(r.pe, '×')} · ${formatRatio(r.pb, '×')}`}</td>
              </tr>
              <tr>
                <th>ROE · Debt/equity</th>
                <td className="n">{`${formatRatio(r.roe, '%')} · ${formatRatio(r.debtToEquity)}`}</td>
              </tr>
            </tbody>
          </table>
        </section>
        {company.about && (
          <section>
            <h2>About</h2>
            <p>{company.about}</p>
          </section>
        )}
        <section>
          <h2>Key facts</h2>
          <table>
            <tbody>
              {facts.map(([label, value]) => (
                <tr key={label}>
                  <th>{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        {fundamentals.length > 0 && (
          <section>
            <h2>Fundamentals (₹ crore)</h2>
            <table>
              <thead>
                <tr>
                  <th>Year</th>
                  <th className="n">Revenue</th>
                  <th className="n">EBITDA</th>
                  <th className="n">Net profit</th>
                  <th className="n">EPS (₹)</th>
                  <th className="n">Debt</th>
                  <th className="n">Net worth</th>
                </tr>
              </thead>
              <tbody>
                {fundamentals.map((y) => (
                  <tr key={y.fiscalYear}>
                    <th>{y.fiscalYear}</th>
                    <td className="n">{formatCrore(y.revenuePaise)}</td>
                    <td className="n">{formatCrore(y.ebitdaPaise)}</td>
                    <td className="n">{formatCrore(y.netProfitPaise)}</td>
                    <td className="n">{(y.epsPaise / 100).toFixed(2)}</td>
                    <td className="n">{formatCrore(y.debtPaise)}</td>
                    <td className="n">{formatCrore(y.netWorthPaise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        {company.shareholding.length > 0 && (
          <section>
            <h2>Shareholding</h2>
            <table>
              <tbody>
                {company.shareholding.map((slice) => (
                  <tr key={slice.holder}>
                    <th>{slice.holder}</th>
                    <td className="n">{`${slice.percent.toFixed(2)}%`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        {company.management.length > 0 && (
          <section>
            <h2>Management</h2>
            <ul>
              {company.management.map((m) => (
                <li key={`${m.name}-${m.role}`}>{`${m.name}, ${m.role}`}</li>
              ))}
            </ul>
          </section>
        )}
        {peers.length > 0 && (
          <section>
            <h2>Peers</h2>
            <ul>
              {peers.map((p) => (
                <li key={p.slug}>{`${p.name}: ${formatPaise(p.pricePaise)}`}</li>
              ))}
            </ul>
          </section>
        )}
        <p className="muted">{`Source: ${origin}/indian-stocks/${company.slug}`}</p>
      </body>
    </html>
  );
}
