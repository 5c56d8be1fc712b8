// The readers of an inbox item's loose `detail` JSON, and its facts as a definition list.
export { Facts } from '../../components/facts.tsx';

export const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
export const minor = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);
