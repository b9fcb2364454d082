import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { searchCompanies } from '@/lib/server/services/companies';
async function main() {
  const db = await getDb();
  for (const name of ['a', 'te', 'cap', 'tech', 'veltara', 'scale test company 12', 'zzqq']) {
    for (let i = 0; i < 5; i++) await searchCompanies(db, { name, page: 1, limit: 10 });
    const t0 = performance.now(); let total = 0;
    for (let i = 0; i < 30; i++) total = (await searchCompanies(db, { name, page: 1, limit: 10 })).total;
    console.log(`${name}: ${((performance.now() - t0) / 30).toFixed(2)} ms, ${total} matches`);
  }
  const plan = await db.execute(sql.raw(`explain analyze select id, name, count(*) over () from companies where name ilike '%cap%' order by case when name ilike 'cap%' then 0 when name ilike any(array['% cap%','%-cap%','%(cap%']) then 1 else 2 end, case when (case when name ilike 'cap%' then 0 else 2 end) = 2 then similarity(name, 'cap') end desc nulls last, lower(name), name, id limit 10`));
  console.log((plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n'));
  process.exit(0);
}
main();
