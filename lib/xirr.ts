// XIRR: the yearly rate r at which the cash flows' present values sum to zero,
// Σ amount_i / (1 + r)^((t_i − t_0) / 365 days) = 0. Money paid in is negative, money out
// (sales, and the portfolio's value today as if sold) positive.
// Newton's method from 10%, falling back to bisection on [−99.99%, 10,000%] when it does not converge.

export interface CashFlow {
  amount: number;
  at: Date;
}

const DAY_MS = 86_400_000;

function npv(rate: number, flows: { amount: number; years: number }[]) {
  return flows.reduce((sum, flow) => sum + flow.amount / Math.pow(1 + rate, flow.years), 0);
}

function npvDerivative(rate: number, flows: { amount: number; years: number }[]) {
  return flows.reduce((sum, flow) => sum - (flow.years * flow.amount) / Math.pow(1 + rate, flow.years + 1), 0);
}

/** The annual rate as a fraction (0.12 = 12%), or null when it is undefined (no sign change, too few flows). */
export function xirr(cashFlows: CashFlow[]): number | null {
  const flows = cashFlows.filter((flow) => flow.amount !== 0);
  if (flows.length < 2) return null;
  if (!flows.some((flow) => flow.amount > 0) || !flows.some((flow) => flow.amount < 0)) return null;
  const start = Math.min(...flows.map((flow) => flow.at.getTime()));
  const timed = flows.map((flow) => ({ amount: flow.amount, years: (flow.at.getTime() - start) / DAY_MS / 365 }));

  let rate = 0.1;
  for (let i = 0; i < 100; i++) {
    const value = npv(rate, timed);
    const slope = npvDerivative(rate, timed);
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) break;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= -1) break;
    if (Math.abs(next - rate) < 1e-10) return next;
    rate = next;
  }

  let low = -0.9999;
  let high = 100;
  let lowValue = npv(low, timed);
  if (!Number.isFinite(lowValue) || Math.sign(lowValue) === Math.sign(npv(high, timed))) return null;
  for (let i = 0; i < 300; i++) {
    const mid = (low + high) / 2;
    const midValue = npv(mid, timed);
    if (Math.abs(high - low) < 1e-12 || midValue === 0) return mid;
    if (Math.sign(midValue) === Math.sign(lowValue)) {
      low = mid;
      lowValue = midValue;
    } else {
      high = mid;
    }
  }
  return (low + high) / 2;
}
