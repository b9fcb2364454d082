// Statements end to end: a verified investor's order is completed by the operator (through the APIs),
// then the investor downloads its contract note (PDF, whose text the test reads) and the
// capital-gains statement (CSV) from /dashboard/reports.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';

import AxeBuilder from '@axe-core/playwright';
import { pdfText } from '../support/pdf';

import { createInvestor, expect, test, uniquePan, submitKyc, VERIFY_KYC } from './fixtures';
import { companyOnSale, operatorApi } from './operator';

// Each investor's own PAN: a PAN can be verified on one account only.
const KYC = {
  depository: 'NSDL',
  dpId: 'IN301234',
  clientId: '10234567',
  bankAccountName: 'Report Investor',
  bankAccountNumber: '123456789012',
  ifsc: 'HDFC0001234',
};

test('an investor downloads the contract note (PDF) and the capital-gains statement (CSV)', async ({ acceptedPage: page, baseURL }) => {
  test.setTimeout(120_000);
  const { data } = await createInvestor(page.request, { fullName: 'Report Investor' });
  const operator = await operatorApi(baseURL ?? '');
  expect((await submitKyc(page.request, { ...KYC, pan: uniquePan() })).status()).toBe(201);
  const verified = await operator.post(`/api/v1/admin/kyc/${String(data.userUniqueCode)}`, { data: VERIFY_KYC });
  expect(verified.status(), await verified.text()).toBe(200);

  const company = await companyOnSale(operator);
  const placed = await page.request.post('/api/v1/user/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { slug: company.slug, quantity: company.minQuantity, pricePaise: company.pricePaise },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data as { id: number; reference: string };
  for (const step of [
    { to: 'payment_received', paymentReference: 'NEFT-REPORT-1' },
    { to: 'transfer_initiated', transferReference: 'DIS-REPORT-1' },
    { to: 'completed' },
  ]) {
    const moved = await operator.post(`/api/v1/admin/orders/${order.id}/transition`, { data: step });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await operator.dispose();

  await page.goto('/dashboard/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const notes = page.getByRole('region', { name: 'Contract notes' });
  await expect(notes.getByText(`Purchase ${order.reference}: ${company.name}`)).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  const pdfDownload = page.waitForEvent('download');
  await notes.getByRole('link', { name: `Contract note PDF, Purchase ${order.reference}` }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`contract-note-${order.reference}.pdf`);
  const bytes = await fs.readFile(await pdf.path());
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  const text = await pdfText(bytes);
  for (const expected of [
    'Contract note: purchase',
    company.name,
    order.reference,
    'Report Investor',
    'NEFT-REPORT-1',
    'DIS-REPORT-1',
    'Stamp duty',
    'Total paid',
  ])
    expect(text).toContain(expected);
  expect(text).toContain(String(company.minQuantity));

  const gains = page.getByRole('region', { name: 'Capital-gains statement' });
  const fy = await gains.getByLabel('Financial year').inputValue();
  expect(fy).toMatch(/^\d{4}-\d{2}$/);
  const csvDownload = page.waitForEvent('download');
  await gains.getByRole('button', { name: 'Download CSV: the capital-gains statement' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`capital-gains-${fy}.csv`);
  const content = await fs.readFile(await csv.path(), 'utf8');
  expect(content).toContain(`Capital gains statement, financial year ${fy}`);
  expect(content).toContain('No short-term sales in this financial year.');
  expect(content).toContain('Total,,,,,0,,,0.00,0.00,0.00,0.00');
});
