// A KYC rejected with what to fix: the reviewer picks the failed item and writes a note; the investor
// reads exactly that on the KYC page, may upload again only the document it names, must before
// resubmitting, and resubmits.
import { seriousViolations } from './axe';
import { createInvestor, expect, KYC_FORM, PNG_FILE, submitKyc, test, uniquePan } from './fixtures';
import { operatorPage } from './operator';

test('a rejection names what to fix, and the investor uploads only that again and resubmits', async ({
  acceptedPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The bank account's holder is not the investor: the automatic check fails, so a rejection is the reviewer's alone.
  const { data } = await createInvestor(page.request, { fullName: 'Fix Tester' });
  const code = String(data.userUniqueCode);
  const details = { ...KYC_FORM, bankAccountName: 'Somebody Else', pan: uniquePan() };
  expect((await submitKyc(page.request, details)).status()).toBe(201);

  const desk = await operatorPage(browser, baseURL!);
  await desk.goto('/admin/kyc');
  const reject = desk.locator(`#kyc-${code}`).getByRole('form', { name: 'Reject the KYC of Fix Tester' });
  await reject
    .getByRole('checkbox', { name: 'The cheque or bank statement shows the same account number and IFSC, in the investor’s name' })
    .check();
  await reject.getByRole('button', { name: 'Reject KYC' }).click();
  await expect(reject.getByText('Please give the reason.')).toBeVisible();
  await reject.getByLabel('Note for the investor').fill('The account holder on the cheque is not you');
  await reject.getByRole('button', { name: 'Reject KYC' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Yes, reject KYC' }).click();
  await expect(desk.getByTestId('notice')).toHaveText('Fix Tester: KYC rejected.');
  await desk.context().close();

  await page.goto('/dashboard/kyc');
  await expect(page.getByTestId('kyc-status')).toHaveText('Rejected');
  const rejection = page.getByTestId('kyc-rejection');
  await expect(rejection).toContainText('Your cheque or bank statement does not show the account number and IFSC you typed, in your name.');
  await expect(rejection).toContainText('The account holder on the cheque is not you');
  const documents = page.getByRole('region', { name: 'Your documents' });
  await expect(documents.getByText('Please upload a new cancelled cheque or bank statement: the reviewer asked for it.')).toBeVisible();
  // Only the cheque may be uploaded again; the PAN card and the CMR stay.
  await expect(documents.getByRole('form')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  const form = page.getByRole('form', { name: 'KYC details' });
  const fill = async () => {
    await form.getByLabel('PAN').fill(details.pan);
    await form.getByLabel('Client ID').fill(details.clientId);
    await form.getByLabel('Account holder name').fill('Fix Tester');
    await form.getByLabel('Bank account number').fill(details.bankAccountNumber);
  };
  await fill();
  await form.getByRole('button', { name: 'Submit KYC' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please upload a new cancelled cheque or bank statement: the reviewer asked for it.');

  const upload = documents.getByRole('form', { name: 'Upload Cancelled cheque or bank statement' });
  await upload.getByLabel('Replace Cancelled cheque or bank statement file').setInputFiles(PNG_FILE);
  await upload.getByRole('button', { name: 'Upload Cancelled cheque or bank statement' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled cheque or bank statement uploaded.' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit KYC' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your KYC has been submitted for review.' })).toBeVisible();
  await expect(page.getByTestId('kyc-status')).toHaveText('Submitted — under review');
  await expect(documents.getByRole('form')).toHaveCount(0);
});
