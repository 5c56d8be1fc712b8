// Phone verification by SMS (issue 16): send a code, verify the signed-in user's phone, read its
// state, and reset a password by phone. The service holds the limits and the site settings.
import { resetByPhoneBody, smsSendBody, smsVerifyBody } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import type { SmsSender } from '../../lib/sms.ts';
import { phoneStatus, resetByPhone, sendCode, verifyPhone } from './phone-verification.service.ts';

const tags = ['accounts'];

export function phoneVerificationRoutes(app: FastifyInstance, sender: SmsSender) {
  route(app, {
    method: 'POST',
    url: '/customer/sms/send',
    summary:
      'Text a 6-digit code to a phone for register, reset or verify (signed in); again after 60 s, 5 an hour per number, 20 per address',
    tags,
    auth: 'optional',
    input: smsSendBody,
    // a burst guard; the hourly limits per number and per address are the service's, in the database
    rateLimit: { max: 30 },
    handler: (ctx, q) => sendCode(ctx, sender, q),
  });
  route(app, {
    method: 'POST',
    url: '/customer/sms/verify',
    summary: "Verify the signed-in user's phone with the code texted to it (it becomes the profile's phone)",
    tags,
    auth: 'user',
    input: smsVerifyBody,
    rateLimit: { max: 20 },
    handler: (ctx, q) => verifyPhone(ctx, q),
  });
  route(app, {
    method: 'GET',
    url: '/customer/sms/status',
    summary: "The signed-in user's phone and whether it is verified",
    tags,
    auth: 'user',
    handler: phoneStatus,
  });
  route(app, {
    method: 'POST',
    url: '/customer/login/reset_by_phone',
    summary: "Set a new password with the code texted to the account's verified phone (signs out every session)",
    tags,
    auth: 'none',
    input: resetByPhoneBody,
    rateLimit: { max: 20 },
    handler: (ctx, q) => resetByPhone(ctx, q),
  });
}
