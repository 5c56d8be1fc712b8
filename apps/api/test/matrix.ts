// Who may call each operation, and which owned resource it touches (DESIGN §7: every owned resource
// has a test that another user or seller cannot read or change it). matrix.test.ts fails when an
// operation of the OpenAPI document is missing here, when this table names one that does not exist,
// and when the access written here is not the route's `x-auth`: a new route must be declared.
//
// access: public (auth 'none'), optional, user (any signed-in account), seller, admin.
// owns: what the operation reads or changes that belongs to someone, so the test passes the other
// side's ids (buyer B's order, seller Y's shop's refund, ...) and checks nothing foreign comes back
// or changes. 'own account' acts on the caller's own account, found by the session alone; 'none' is
// public or shared data. `state`: the order or refund to use (one the owner could still act on).
// `adminMay`: operators may read it by design. `input`: values that, with the foreign ids, make
// the request valid (the test fails when a try is refused for a field that is neither);
// OWN_PRODUCT_PHOTO stands for a product photo the caller uploaded.

import type { AdminPermission } from '@polymart/contract';
import { ADMIN_MATRIX } from './matrix-admin.ts';
import { AFFILIATE_MATRIX } from './matrix-affiliate.ts';
import { FLASH_MATRIX } from './matrix-flash.ts';
import { MESSAGES_MATRIX } from './matrix-messages.ts';
import { SMS_MATRIX } from './matrix-sms.ts';
import { TICKETS_MATRIX } from './matrix-tickets.ts';

export const OWN_PRODUCT_PHOTO = '<a product photo of the caller>';

export type Access = 'public' | 'optional' | 'user' | 'seller' | 'admin';
export type Owned =
  | 'none'
  | 'own account'
  | 'order of buyer'
  | "order of seller's shop"
  | 'refund of buyer'
  | "refund of seller's shop"
  | "review of seller's product"
  | "coupon of seller's shop"
  | "product of seller's shop"
  | 'address'
  | 'wallet request'
  | 'private upload'
  | 'cart line'
  | 'notice'
  | 'bank transfer of buyer';
export type State = 'unpaid' | 'to_ship' | 'shipped' | 'delivered' | 'completed' | 'pending' | 'rejected';

export interface Entry {
  access: Access;
  owns: Owned | Owned[];
  state?: State;
  adminMay?: true;
  input?: Record<string, unknown>;
  /** Admin routes: the staff permission the route needs ('any staff' when it checks inside or needs none). */
  permission?: AdminPermission | 'any staff';
}

const pub: Entry = { access: 'public', owns: 'none' };
const own: Entry = { access: 'user', owns: 'own account' };
const ADDRESS = { name: 'Matrix', street: '1 Street', city: 'Madrid', country: 'ES', phone: '+34 600 000 001' };
const CARD = { card_number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };

export const MATRIX: Record<string, Entry> = {
  'GET /api/health': pub,
  'GET /api/health/ready': pub,
  'GET /api/metrics': pub,
  'GET /api/customer/login/tiktok': pub,
  'POST /api/customer/login/forgot': pub,
  'POST /api/customer/login/reset': pub,
  'POST /api/customer/register/account': pub,
  'POST /api/customer/login/account': pub,
  'GET /api/customer/user/logout': own,
  'GET /api/customer/info/get_userinfo': own,
  'POST /api/customer/info/update_user': { ...own, input: { name: 'Matrix User' } },
  'POST /api/checkout/onepage/addressadd': { access: 'user', owns: 'address', input: ADDRESS },
  'POST /api/checkout/onepage/default-address': { access: 'user', owns: 'address' },
  'POST /api/checkout/onepage/getaddresslist': { access: 'user', owns: 'address' },
  'POST /api/checkout/onepage/remove_address': { access: 'user', owns: 'address' },
  'POST /api/citys': pub,
  'GET /api/customer/user/notices': { access: 'user', owns: 'notice' },
  'GET /api/customer/user/notice-read': { access: 'user', owns: 'notice' },
  'POST /api/customer/user/notice-read-all': own,
  'GET /api/customer/info/notice_in_read': own,
  'GET /api/upload/file': { access: 'user', owns: 'private upload', adminMay: true },
  'POST /api/upload': { access: 'optional', owns: 'none' },
  'POST /api/bank/recharge': { ...own, input: { amount: 1000, ...CARD } },
  'GET /api/customer/info/get_user_balance': own,
  'POST /api/customer/info/recharge': {
    access: 'user',
    owns: 'private upload',
    input: { amount: 15000, currency: 'USD', payment_method: 'bank transfer', transaction_id: 'MATRIX-TXN-1' },
  },
  'POST /api/customer/info/withdraw': { ...own, input: { amount: 100, method: 'bank' } },
  'POST /api/customer/info/recall': { access: 'user', owns: 'wallet request' },
  'POST /api/customer/info/transfer_balance_to_merchat': own,
  'GET /api/customer/info/recharge_list': { access: 'user', owns: 'wallet request' },
  'GET /api/customer/info/transaction_details': own,
  'POST /api/customer/cart/add': own,
  'GET /api/customer/cart/list': { access: 'user', owns: 'cart line' },
  'POST /api/customer/cart/update': { access: 'user', owns: 'cart line', input: { quantity: 3 } },
  'POST /api/customer/cart/remove': { access: 'user', owns: 'cart line' },
  'POST /api/customer/cart/select': { access: 'user', owns: 'cart line', input: { selected: false } },
  'POST /api/customer/cart/merge': own,
  'POST /api/customer/cart/preview': pub,
  'POST /api/checkout/onepage/summary': { access: 'user', owns: ['cart line', 'address'] },
  'POST /api/checkout/onepage/submit': {
    access: 'user',
    owns: ['cart line', 'address'],
    input: { payment_method: 'wallet' },
  },
  'POST /api/customer/order/pay': {
    access: 'user',
    owns: 'order of buyer',
    state: 'unpaid',
    input: { payment_method: 'wallet' },
  },
  'GET /api/checkout/bank-transfer': { access: 'user', owns: 'bank transfer of buyer' },
  'POST /api/checkout/bank-slip': { access: 'user', owns: ['bank transfer of buyer', 'private upload'] },
  'GET /api/customer/order/list': { access: 'user', owns: 'order of buyer' },
  'GET /api/customer/order/counts': own,
  'GET /api/customer/order/detail': { access: 'user', owns: 'order of buyer' },
  'POST /api/customer/order/cancel': { access: 'user', owns: 'order of buyer', state: 'to_ship' },
  'POST /api/customer/order/confirm': { access: 'user', owns: 'order of buyer', state: 'delivered' },
  'POST /api/customer/wishlist/add': own,
  'POST /api/customer/wishlist/remove': own,
  'GET /api/customer/wishlist/list': own,
  'GET /api/customer/wishlist/ids': own,
  'POST /api/customer/compare/add': { ...own, input: { product_id: 5 } },
  'POST /api/customer/compare/remove': own,
  'GET /api/customer/compare/list': own,
  'GET /api/customer/compare/items': pub,
  'POST /api/customer/order/review': {
    access: 'user',
    owns: 'order of buyer',
    state: 'completed',
    input: { rating: 1, remark: 'matrix' },
  },
  'POST /api/customer/refund/apply': {
    access: 'user',
    owns: 'order of buyer',
    state: 'delivered',
    input: { reason: 'matrix' },
  },
  'GET /api/customer/refund/sent': { access: 'user', owns: 'refund of buyer' },
  'POST /api/customer/refund/cancel': { access: 'user', owns: 'refund of buyer', state: 'pending' },
  'POST /api/customer/refund/escalate': {
    access: 'user',
    owns: 'refund of buyer',
    state: 'rejected',
    input: { reason: 'matrix' },
  },
  'GET /api/customer/coupon/available': { access: 'optional', owns: 'none' },
  'POST /api/customer/coupon/collect': { access: 'user', owns: 'none' },
  'GET /api/customer/coupon/mine': own,
  'POST /api/customer/user/applyseller': {
    access: 'user',
    owns: 'private upload',
    input: {
      shop_name: 'Matrix Shop',
      contact_person: 'Matrix Person',
      phone: '+34 600 000 003',
      email: 'matrix@example.test',
      address: '1 Matrix Street, Madrid',
      agree: true,
    },
  },
  'GET /api/customer/user/seller_application': own,
  'GET /api/customer/product/get_all_products': pub,
  'GET /api/customer/product/get_hot_list': pub,
  'GET /api/customer/product/get_new': pub,
  'GET /api/customer/product/get_recommend': pub,
  'GET /api/customer/product/get_recommend_list': pub,
  'GET /api/customer/product/clear_product_cache': pub,
  'GET /api/customer/product/detail': pub,
  'GET /api/customer/product/reviews': pub,
  'GET /api/customer/product/flash_deals': pub,
  'POST /api/customer/index/get-all-brand': pub,
  'POST /api/customer/index/get-all-category': pub,
  'GET /api/customer/index/get-first-category': pub,
  'GET /api/customer/index/series-categorys': pub,
  'GET /api/brand/{id}': pub,
  'GET /api/category/top3': pub,
  'GET /api/category/{a}/{b}': pub,
  'GET /api/search/{keyword}': pub,
  'GET /api/shop/{a}/{b}': pub,
  'GET /api/customer/index/get_currency': pub,
  'GET /api/customer/index/get_languages': pub,
  'POST /api/customer/index/get_wallets': pub,
  'GET /api/customer/index/store': pub,
  'GET /api/customer/index/systemnotify': pub,
  'GET /api/privacy-policy': pub,
  'GET /api/return_policy-policy': pub,
  'GET /api/support-policy': pub,
  'GET /api/terms-policy': pub,
  'POST /api/about_us-policy': pub,
  'GET /api/about_us-policy': pub,
  'GET /api/customer/blog/list': pub,
  'GET /api/customer/blog/detail': pub,
  'GET /api/customer/blog/categories': pub,
  'POST /api/static/{file}': pub,
  // the one-time code is the credential: whoever holds it gets the seller's session
  'POST /api/seller/session/exchange': pub,
  'GET /api/seller/order/list': { access: 'seller', owns: "order of seller's shop" },
  'GET /api/seller/order/counts': { access: 'seller', owns: "order of seller's shop" },
  'GET /api/seller/dashboard': { access: 'seller', owns: "order of seller's shop" },
  // the seller's own money, found by the session (commission.test.ts: the other seller sees none)
  'GET /api/seller/balance': { access: 'seller', owns: 'own account' },
  'GET /api/seller/earnings': { access: 'seller', owns: "order of seller's shop" },
  // the seller's merchant account, found by the session (seller-money.test.ts: other sellers' ids change nothing)
  'GET /api/seller/ledger': { access: 'seller', owns: 'own account' },
  'GET /api/seller/ledger/export': { access: 'seller', owns: 'own account' },
  'POST /api/seller/withdraw': { access: 'seller', owns: 'own account', input: { amount: 1000, method: 'bank' } },
  'GET /api/seller/withdrawals': { access: 'seller', owns: 'own account' },
  'POST /api/seller/debt/settle': { access: 'seller', owns: 'own account' },
  'POST /api/seller/debt/payment': {
    access: 'seller',
    owns: 'private upload',
    input: { amount: 20000, currency: 'USD', transaction_id: 'MATRIX-DEBT-1', payment_method: 'bank transfer' },
  },
  // the seller's own shop, found by the session: no id in the request can name another
  'GET /api/seller/shop': { access: 'seller', owns: 'own account' },
  'POST /api/seller/shop': {
    access: 'seller',
    owns: 'own account',
    input: {
      contact_person: 'Matrix Seller',
      phone: '+34 600 000 002',
      email: 'matrix-shop@example.com',
      address: '1 Matrix Street, Madrid',
      description_en: 'A shop of the authorization matrix.',
    },
  },
  'GET /api/seller/order/detail': { access: 'seller', owns: "order of seller's shop" },
  'GET /api/seller/order/export': { access: 'seller', owns: "order of seller's shop" },
  'GET /api/seller/order/slip': { access: 'seller', owns: "order of seller's shop" },
  'POST /api/seller/order/ship': { access: 'seller', owns: "order of seller's shop", state: 'to_ship' },
  'POST /api/seller/order/transit': { access: 'seller', owns: "order of seller's shop", state: 'shipped' },
  'POST /api/seller/order/deliver': { access: 'seller', owns: "order of seller's shop", state: 'shipped' },
  'GET /api/seller/refund/received': { access: 'seller', owns: "refund of seller's shop" },
  'POST /api/seller/refund/decide': { access: 'seller', owns: "refund of seller's shop", state: 'pending' },
  'POST /api/seller/review/reply': { access: 'seller', owns: "review of seller's product" },
  'GET /api/seller/reviews': { access: 'seller', owns: "review of seller's product" },
  'POST /api/seller/coupons': { access: 'seller', owns: "coupon of seller's shop" },
  'GET /api/seller/coupons': { access: 'seller', owns: "coupon of seller's shop" },
  'POST /api/seller/coupons/{coupon_id}/disable': { access: 'seller', owns: "coupon of seller's shop" },
  'POST /api/seller/coupons/{coupon_id}/enable': { access: 'seller', owns: "coupon of seller's shop" },
  'POST /api/seller/coupons/{coupon_id}/delete': { access: 'seller', owns: "coupon of seller's shop" },
  'GET /api/seller/products': { access: 'seller', owns: "product of seller's shop" },
  // a new product goes to the caller's own shop: the body names none
  'POST /api/seller/products': {
    access: 'seller',
    owns: 'own account',
    input: { category_id: 5, price: 1000, name_en: 'Matrix product', images: [OWN_PRODUCT_PHOTO] },
  },
  'GET /api/seller/products/{id}': { access: 'seller', owns: "product of seller's shop" },
  'POST /api/seller/products/{id}': {
    access: 'seller',
    owns: "product of seller's shop",
    input: { category_id: 5, price: 1, name_en: 'Taken over', images: [OWN_PRODUCT_PHOTO] },
  },
  'POST /api/seller/products/{id}/unlist': { access: 'seller', owns: "product of seller's shop" },
  'POST /api/seller/products/{id}/relist': { access: 'seller', owns: "product of seller's shop" },
  // an import's file is multipart and its product ids are checked per row (product-import.test.ts
  // tries another seller's ids and jobs); a job is found only among the caller's own
  'POST /api/seller/products/import': { access: 'seller', owns: 'none' },
  'GET /api/seller/products/import/{id}': { access: 'seller', owns: 'own account' },
  'GET /api/seller/products/import/{id}/failed': { access: 'seller', owns: 'own account' },
  'GET /api/seller/products/import/template': { access: 'seller', owns: 'none' },
  'GET /api/seller/products/export': { access: 'seller', owns: "product of seller's shop" },
  'POST /api/seller/stock-in': { access: 'seller', owns: "product of seller's shop", input: { quantity: 5 } },
  'GET /api/seller/stock-in': { access: 'seller', owns: "product of seller's shop" },
  'GET /api/seller/stock/adjustments': { access: 'seller', owns: "product of seller's shop" },
  'POST /api/seller/stock/lower': {
    access: 'seller',
    owns: "product of seller's shop",
    input: { quantity: 1, reason: 'matrix' },
  },
  ...ADMIN_MATRIX,
  ...AFFILIATE_MATRIX,
  ...TICKETS_MATRIX,
  ...MESSAGES_MATRIX,
  ...FLASH_MATRIX,
  ...SMS_MATRIX,
};
