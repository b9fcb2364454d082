// What a buy costs, in integer paise: the same arithmetic on the checkout page and on the server.
//
// - Consideration: price per share × quantity.
// - Stamp duty: 0.015% of the consideration (the Indian Stamp Act's rate for a transfer of shares
//   off an exchange), rounded half up to the paisa.
// - Platform fee: feeRateBps basis points of the consideration (100 bps = 1%), rounded half up.
// - GST: 18% of the fee, rounded half up.
// - Total: the sum of the four.
// Every product stays below 2^53 for any order the API accepts (quantity ≤ 10 lakh, price ≤ ₹1 crore).

export const STAMP_DUTY_PER_100K = 15; // 0.015%
export const GST_PERCENT = 18;

export interface OrderCharges {
  considerationPaise: number;
  stampDutyPaise: number;
  feePaise: number;
  gstPaise: number;
  totalPaise: number;
}

/** numerator / denominator rounded half up, for non-negative integers. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function orderCharges(pricePaise: number, quantity: number, feeRateBps = 0): OrderCharges {
  const considerationPaise = pricePaise * quantity;
  const stampDutyPaise = divideRoundHalfUp(considerationPaise * STAMP_DUTY_PER_100K, 100_000);
  const feePaise = divideRoundHalfUp(considerationPaise * feeRateBps, 10_000);
  const gstPaise = divideRoundHalfUp(feePaise * GST_PERCENT, 100);
  return { considerationPaise, stampDutyPaise, feePaise, gstPaise, totalPaise: considerationPaise + stampDutyPaise + feePaise + gstPaise };
}
