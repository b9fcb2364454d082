// portfolio: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { getPortfolio } from '@/lib/server/services/portfolio';

export const portfolioApi = contract<PortfolioData>()('user', 'GET', 'portfolio');

export type PortfolioData = Answer<typeof getPortfolio>;
