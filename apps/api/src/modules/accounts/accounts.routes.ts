// Account paths of spec §7, as written.
import {
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  tiktokLoginQuery,
  updateUserBody,
} from '@polymart/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Mailer } from '../../lib/mailer.ts';
import { route } from '../../lib/route.ts';
import { login, logout, register, updateUser, userInfo } from './accounts.service.ts';
import { resetPassword, sendResetCode } from './password-reset.service.ts';
import { CALLBACK_PATH, tiktokLogin } from './social-login.service.ts';

const tags = ['accounts'];
const meta = (req: FastifyRequest) => ({ userAgent: req.headers['user-agent'], ip: req.ip });

export function accountRoutes(app: FastifyInstance, mailer: Mailer) {
  route(app, {
    method: 'GET',
    url: '/customer/login/tiktok',
    summary: 'TikTok sign-in: without data, where to go; with data (the callback query), sign in',
    tags,
    auth: 'none',
    input: tiktokLoginQuery,
    rateLimit: { max: 30 },
    handler: (ctx, q, req) => tiktokLogin(ctx, q.data, meta(req)),
  });
  route(app, {
    method: 'POST',
    url: '/customer/login/forgot',
    summary: 'Email a 6-digit code to reset the password (again after 60 s)',
    tags,
    auth: 'none',
    input: forgotPasswordBody,
    rateLimit: { max: 10 },
    handler: (ctx, q) => sendResetCode(ctx, mailer, q.email),
  });
  route(app, {
    method: 'POST',
    url: '/customer/login/reset',
    summary: 'Set a new password with the emailed code (signs out every session)',
    tags,
    auth: 'none',
    input: resetPasswordBody,
    rateLimit: { max: 20 },
    handler: (ctx, q) => resetPassword(ctx, q.email, q.code, q.password),
  });
  route(app, {
    method: 'POST',
    url: '/customer/register/account',
    summary: 'Register a customer account (signs in at once)',
    tags,
    auth: 'none',
    input: registerBody,
    invalidCode: 'REGISTRATION_FORMAT',
    rateLimit: { max: 10 },
    handler: (ctx, input, req) => register(ctx, input, meta(req)),
  });
  route(app, {
    method: 'POST',
    url: '/customer/login/account',
    summary: 'Sign in with email and password',
    tags,
    auth: 'none',
    input: loginBody,
    // per address; failures per account are slowed down in the service
    rateLimit: { max: 20 },
    handler: (ctx, input, req) => login(ctx, input.email, input.password, meta(req)),
  });
  route(app, {
    method: 'GET',
    url: '/customer/user/logout',
    summary: 'Sign out (revokes the token)',
    tags,
    auth: 'user',
    handler: logout,
  });
  route(app, {
    method: 'GET',
    url: '/customer/info/get_userinfo',
    summary: 'The signed-in user with counts',
    tags,
    auth: 'user',
    handler: userInfo,
  });
  route(app, {
    method: 'POST',
    url: '/customer/info/update_user',
    summary: 'Update the profile, payout details or password',
    tags,
    auth: 'user',
    input: updateUserBody,
    invalidCode: 'ACCOUNT_EDIT_INVALID',
    handler: updateUser,
  });
}

/** TikTok redirects the browser here; the storefront's callback page finishes the sign-in. */
export function oauthCallbackRoute(app: FastifyInstance) {
  app.get(CALLBACK_PATH, { schema: { hide: true } }, async (req, reply) => {
    const query = new URLSearchParams(req.query as Record<string, string>);
    return reply.redirect(`/#/pages/users/tiktok?${query}`);
  });
}
