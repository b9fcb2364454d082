// Operators: the glossary's terms (GET, search and paging) and a new one (POST, 201). Audited; /glossary is rendered again.
import type { adminGlossaryListApi, adminGlossaryCreatedApi } from '@/lib/contracts/reference';
import type { Serves } from '@/lib/server/http/apiHandler';
import { entryListRoutes } from '@/lib/server/http/entryRoutes';
import { GLOSSARY_DESK } from '@/lib/server/services/referenceAdmin';

export const config = { api: { bodyParser: false } };

const handler = entryListRoutes(GLOSSARY_DESK);
export default handler satisfies Serves<typeof handler, [typeof adminGlossaryListApi, typeof adminGlossaryCreatedApi]>;
