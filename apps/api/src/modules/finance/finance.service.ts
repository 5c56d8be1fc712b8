// What other modules may use of the finance view: the reports' wallet flows are its daily flows
// read from the ledger (one reading of the ledger, not two that could drift apart).
export { financeReport } from './finance.read.ts';
