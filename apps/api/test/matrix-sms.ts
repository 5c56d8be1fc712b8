// The authorization matrix's entries for issue 16's sms routes (matrix.ts spreads them in).
// A verify code belongs to the user who asked for it; sms.test.ts proves another user holding the
// right code cannot use it.
import type { Entry } from './matrix.ts';

const PHONE = '+34600999001';

export const SMS_MATRIX: Record<string, Entry> = {
  'POST /api/customer/sms/send': { access: 'optional', owns: 'none', input: { phone: PHONE, purpose: 'register' } },
  'POST /api/customer/sms/verify': { access: 'user', owns: 'own account', input: { phone: PHONE, code: '123456' } },
  'GET /api/customer/sms/status': { access: 'user', owns: 'own account' },
  'POST /api/customer/login/reset_by_phone': {
    access: 'public',
    owns: 'none',
    input: { phone: PHONE, code: '123456', password: 'matrix password', confirm_password: 'matrix password' },
  },
};
