import { noticeListQuery, noticeReadAllBody, noticeReadQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { listNotices, readAllNotices, readNotice, unreadCount } from './notices.service.ts';

const tags = ['notices'];

export function noticeRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/customer/user/notices',
    summary: "The user's notices, newest first",
    tags,
    auth: 'user',
    input: noticeListQuery,
    handler: listNotices,
  });
  route(app, {
    method: 'GET',
    url: '/customer/user/notice-read',
    summary: 'Mark a notice read',
    tags,
    auth: 'user',
    input: noticeReadQuery,
    handler: (ctx, q) => readNotice(ctx, q.id),
  });
  route(app, {
    method: 'POST',
    url: '/customer/user/notice-read-all',
    summary: 'Mark every unread notice read (or those of one type)',
    tags,
    auth: 'user',
    input: noticeReadAllBody,
    handler: readAllNotices,
  });
  route(app, {
    method: 'GET',
    url: '/customer/info/notice_in_read',
    summary: 'How many notices are unread',
    tags,
    auth: 'user',
    handler: async (ctx) => ({ count: await unreadCount(ctx) }),
  });
}
