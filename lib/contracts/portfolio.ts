// portfolio: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { getPortfolio } from '@/lib/server/services/portfolio';

/** GET /api/v1/user/portfolio */
export type PortfolioData = Answer<typeof getPortfolio>;
export const portfolioApi = contract<PortfolioData>()({ client: 'user', method: 'GET', path: 'portfolio' });
