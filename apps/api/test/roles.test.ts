// Issue 15, every admin route with each staff role: read from the OpenAPI document, so a route added
// later is covered without editing this file. A role without the route's permission (`x-permission`)
// is refused with 2000040 before anything is read or changed; a role holding it is let through to
// every read (writes are not tried with made-up input: the matrix and each area's tests do that).
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@polymart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, type TestUser } from './accounts-helpers.ts';
import type { TestApp } from './helpers.ts';
import { type Operation, operations, sample } from './openapi-ops.ts';
import { marketplace } from './orders-helpers.ts';

let t: TestApp;
const members = {} as Record<StaffRole, TestUser>;

beforeAll(async () => {
  const m = await marketplace();
  t = m.t;
  for (const role of STAFF_ROLES) {
    const u = await registerUser(t.app);
    const made = await as(t.app, m.admin.token, {
      method: 'POST',
      url: '/api/admin/staff',
      payload: { email: u.email, role },
    });
    expect(made.code).toBe(200);
    members[role] = u;
  }
}, 120_000);
afterAll(() => t?.close());

/** The operation called with a plausible input of its own schema. */
function request(op: Operation) {
  const path = op.pathParams.reduce(
    (p, { name, schema }) => p.replace(`{${name}}`, String(sample(schema, name))),
    op.path,
  );
  const input = Object.fromEntries(
    op.input.required.map((name) => [name, sample(op.input.properties[name] ?? {}, name)]),
  ) as Record<string, string>;
  return op.inQuery
    ? { method: op.method as 'GET', url: `${path}?${new URLSearchParams(input)}` }
    : { method: op.method as 'POST', url: path, payload: input };
}

describe('admin routes by role', () => {
  it('refuses each role the routes whose permission it lacks, and lets it read the others', async () => {
    const ops = operations(t.app).filter((o) => o.auth === 'admin' && o.permission);
    expect(ops.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const op of ops) {
      for (const role of STAFF_ROLES) {
        const holds = (ROLE_PERMISSIONS[role] as readonly string[]).includes(op.permission!);
        if (holds && op.method !== 'GET') continue;
        const res = await t.app.inject({ ...request(op), headers: { 'access-token': members[role].token } });
        // a CSV export answers with its file, not an envelope: that is not a refusal
        const code = String(res.headers['content-type']).startsWith('application/json') ? res.json().code : 200;
        if ((code === 2000040) === holds) wrong.push(`${role} ${op.key}: ${code}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
