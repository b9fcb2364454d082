// orders: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer, type StoredAnswerOf } from '@/lib/contracts/contract';
import type {
  cancelOrder,
  getAdminOrder,
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
  paymentReportSchema,
} from '@/lib/validations/orders';

export const adminOrderApi = contract<AdminOrderData>()('admin', 'GET', 'orders/{id}');
export const orderTransitionApi = contract<OrderTransitionData>()('admin', 'POST', 'orders/{id}/transition', orderTransitionSchema);
export const adminOrderListApi = contract<AdminOrderListData>()('admin', 'GET', 'orders', adminOrderListQuery);
export const orderApi = contract<OrderData>()('user', 'GET', 'orders/{id}');
export const orderCancelApi = contract<OrderCancelData>()('user', 'POST', 'orders/{id}/cancel');
export const paymentReportApi = contract<PaymentReportData>()('user', 'POST', 'orders/{id}/payment', paymentReportSchema);
export const orderListApi = contract<OrderListData>()('user', 'GET', 'orders', orderListQuery);
export const orderPlacedApi = contract<OrderPlacedData>()('user', 'POST', 'orders', orderCreateSchema);
/** The cart's checkout: its orders and, for several companies, one payment (Idempotency-Key required). */
export const checkoutPlacedApi = contract<CheckoutPlacedData>()('user', 'POST', 'checkOut/place', checkoutSchema);

export type AdminOrderData = Answer<typeof getAdminOrder>;
export type OrderTransitionData = Answer<typeof transitionOrder>;
export type AdminOrderListData = Answer<typeof listAdminOrders>;
export type OrderData = Answer<typeof getOrder>;
export type OrderCancelData = Answer<typeof cancelOrder>;
export type PaymentReportData = Answer<typeof reportPayment>;
export type OrderListData = Answer<typeof listOrders>;
export type OrderPlacedData = StoredAnswerOf<typeof placeOrder>;
export type CheckoutPlacedData = StoredAnswerOf<typeof placeCheckout>;
