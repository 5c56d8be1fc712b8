// Debian's Chromium driven by playwright-core (no browser download). Flags: no sandbox (root in
// CI), and nothing that reaches for the network behind our back.
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 768 };
