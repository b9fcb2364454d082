// orders: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer, type StoredAnswerOf } from '@/lib/contracts/contract';
import type {
  cancelOrder,
  confirmPayment,
  getAdminOrder,
  getAdminPayment,
  getOrder,
  listAdminOrders,
  listOrders,
  placeCheckout,
  placeOrder,
  reportPayment,
  transitionOrder,
} from '@/lib/server/services/orders';
import {
  adminOrderListQuery,
  checkoutSchema,
  orderCreateSchema,
  orderListQuery,
  orderTransitionSchema,
  paymentConfirmSchema,
  paymentReportSchema,
} from '@/lib/validations/orders';

export const adminOrderApi = contract<Answer<typeof getAdminOrder>>()('admin', 'GET', 'orders/{id}');
export const orderTransitionApi = contract<Answer<typeof transitionOrder>>()(
  'admin',
  'POST',
  'orders/{id}/transition',
  orderTransitionSchema,
);
/** A payment of several orders (a checkout's one transfer), by its "PB-P-…" reference, and its one confirmation. */
export const adminPaymentApi = contract<Answer<typeof getAdminPayment>>()('admin', 'GET', 'orders/payments/{reference}');
export const paymentConfirmApi = contract<Answer<typeof confirmPayment>>()(
  'admin',
  'POST',
  'orders/payments/{reference}/confirm',
  paymentConfirmSchema,
);
export const adminOrderListApi = contract<Answer<typeof listAdminOrders>>()('admin', 'GET', 'orders', adminOrderListQuery);
export const orderApi = contract<Answer<typeof getOrder>>()('user', 'GET', 'orders/{id}');
export const orderCancelApi = contract<Answer<typeof cancelOrder>>()('user', 'POST', 'orders/{id}/cancel');
export const paymentReportApi = contract<PaymentReportData>()('user', 'POST', 'orders/{id}/payment', paymentReportSchema);
export const orderListApi = contract<Answer<typeof listOrders>>()('user', 'GET', 'orders', orderListQuery);
export const orderPlacedApi = contract<StoredAnswerOf<typeof placeOrder>>()('user', 'POST', 'orders', orderCreateSchema);
/** The cart's checkout: its orders and, for several companies, one payment (Idempotency-Key required). */
export const checkoutPlacedApi = contract<CheckoutPlacedData>()('user', 'POST', 'checkOut/place', checkoutSchema);

export type PaymentReportData = Answer<typeof reportPayment>;
export type CheckoutPlacedData = StoredAnswerOf<typeof placeCheckout>;
