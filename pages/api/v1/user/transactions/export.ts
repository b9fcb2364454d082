// The investor's own buys and sells as a CSV download, with the transactions page's filters (kind, status).
import { transactionsExportApi } from '@/lib/contracts/reports';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, type Serves } from '@/lib/server/http/apiHandler';
import { allTransactions, transactionsCsv } from '@/lib/server/services/transactions';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withUser(async (req, res, user) => {
    const filter = parseQuery(transactionsExportApi.input, req);
    const csv = transactionsCsv(await allTransactions(await getDb(), user.id, filter));
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="transactions-${day}.csv"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.status(200).send(csv);
  }),
});
export default handler satisfies Serves<typeof handler, typeof transactionsExportApi>;
