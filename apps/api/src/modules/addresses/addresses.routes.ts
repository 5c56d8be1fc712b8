// Address paths of spec §7 (POST /checkout/onepage/...).
import { addressBody, addressIdBody, defaultAddressBody } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { defaultAddress, listAddresses, removeAddress, saveAddress, setDefaultAddress } from './addresses.service.ts';

const tags = ['addresses'];

export function addressRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/checkout/onepage/addressadd',
    summary: 'Create an address, or update one with address_id',
    tags,
    auth: 'user',
    input: addressBody,
    handler: saveAddress,
  });
  route(app, {
    method: 'POST',
    url: '/checkout/onepage/default-address',
    summary: 'The default address, or make address_id the default',
    tags,
    auth: 'user',
    input: defaultAddressBody,
    handler: (ctx, q) => (q.address_id ? setDefaultAddress(ctx, q.address_id) : defaultAddress(ctx)),
  });
  route(app, {
    method: 'POST',
    url: '/checkout/onepage/getaddresslist',
    summary: "The user's addresses",
    tags,
    auth: 'user',
    handler: listAddresses,
  });
  route(app, {
    method: 'POST',
    url: '/checkout/onepage/remove_address',
    summary: 'Remove an address',
    tags,
    auth: 'user',
    input: addressIdBody,
    handler: (ctx, q) => removeAddress(ctx, q.address_id),
  });
}
