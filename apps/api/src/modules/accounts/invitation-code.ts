import { randomBytes } from 'node:crypto';

/** A user's own invitation code (spec §3 registration), 10 hex characters. */
export const invitationCode = () => randomBytes(5).toString('hex').toUpperCase();
