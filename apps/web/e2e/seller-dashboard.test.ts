// The seller area's dashboard, stock and notices screens, and its menu: the demo seller sees this
// month's, last month's and all-time sales, what waits (each a link), and 30 days of sales drawn
// as a chart with the same figures in a table; asks for stock for a product (it waits for an
// operator), lowers a product's stock with a reason (recorded), and reads the notices about it,
// one and then all. On a 360 px phone, where the ten menu entries scroll sideways with the current
// one in view, and on a desktop with a sidebar; axe finds nothing on any of the three screens.
import type { Paged, SellerProduct, StockInRequest } from '@polymart/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { base, call, DEMO, expectCleanScreen, pageAs, signIn } from './kit.ts';

const PHONE = { width: 360, height: 740 };

let browser: Browser;
let seller: string;
beforeAll(async () => {
  browser = await launchBrowser();
  seller = await signIn(DEMO.seller.email, DEMO.seller.password);
});
afterAll(() => browser?.close());

/** The demo seller's product on sale with the most units, so taking one away starves no journey. */
async function wellStocked(): Promise<SellerProduct> {
  const page = await call<Paged<SellerProduct>>('/seller/products?status=active&page_size=100', seller);
  const [best] = page.items.sort((a, b) => b.stock - a.stock);
  if (!best || best.stock < 10) throw new Error('no well-stocked product of the demo seller');
  return best;
}

async function open(viewport: { width: number; height: number }, screen: string): Promise<Page> {
  const page = await pageAs(browser, viewport, seller);
  await page.goto(`${base}/seller/#/${screen}`);
  return page;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Seller menu' });

/** The dashboard's figures, its chart really drawn on the canvas, and the table of the same days. */
/** Journeys running at once place and ship the demo shop's orders, so the count is read around the screen's. */
const ordersToShip = () => call<{ orders_to_ship: number }>('/seller/dashboard', seller).then((d) => d.orders_to_ship);

async function checkDashboard(page: Page, toShipBefore: number) {
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  for (const key of ['thisMonth', 'lastMonth', 'total']) {
    expect(await page.getByTestId(`sales-${key}`).textContent()).toMatch(/^\$\d[\d,]*\.\d\d$/);
  }
  const dash = await call<{ orders_to_ship: number; daily: { date: string }[] }>('/seller/dashboard', seller);
  const toShip = page.getByRole('link', { name: /Orders to ship/ });
  expect(await toShip.getAttribute('href')).toBe('#/orders?tab=to_ship');
  const shown = Number(await toShip.locator('strong').textContent());
  const [low, high] = [toShipBefore, dash.orders_to_ship].sort((a, b) => a - b);
  expect(shown).toBeGreaterThanOrEqual(low!);
  expect(shown).toBeLessThanOrEqual(high!);
  await page.getByRole('link', { name: /Stock-in requests awaiting approval/ }).waitFor();
  await page.getByRole('link', { name: /Unread notices/ }).waitFor();
  const chart = page.getByRole('img', { name: /Bar chart of daily sales/ });
  await chart.waitFor();
  await expect
    .poll(() =>
      chart.evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let inked = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) inked++;
        return inked;
      }),
    )
    .toBeGreaterThan(100);
  await page.getByText('Show the figures as a table').click();
  const table = page.getByRole('table', { name: 'Daily sales, last 30 days' });
  await table.waitFor();
  expect(await table.locator('tbody tr').count()).toBe(dash.daily.length);
  expect(dash.daily).toHaveLength(30);
}

describe('seller dashboard, stock and notices', () => {
  it('on a 360 px phone: figures and chart, stock-in asked and waiting, stock lowered, notices read', async () => {
    const product = await wellStocked();
    const before = await ordersToShip();
    const page = await open(PHONE, 'dashboard');
    await checkDashboard(page, before);
    await expectCleanScreen(page);

    // the menu is one row that scrolls sideways; its current entry is brought into view
    const nav = menu(page);
    expect(await nav.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await nav.getByRole('link', { name: 'Notices' }).click();
    await page.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
    await expect
      .poll(() =>
        nav.evaluate((el) => {
          const bar = el.getBoundingClientRect();
          const current = el.querySelector('a.active')!.getBoundingClientRect();
          return current.left >= bar.left - 1 && current.right <= bar.right + 1;
        }),
      )
      .toBe(true);
    await nav.getByRole('link', { name: 'Stock', exact: true }).click();
    await page.getByRole('heading', { name: 'Stock', level: 1 }).waitFor();

    // a form sent without a product or quantity says so next to the fields, and sends nothing
    await page.getByRole('button', { name: 'Send the request' }).click();
    await page.getByText('Choose a product first').waitFor();
    await page.getByLabel('Search your products').fill(product.name.slice(0, 12));
    await page
      .getByRole('option', { name: new RegExp(product.name.slice(0, 12)) })
      .first()
      .waitFor({ state: 'attached' });
    await page.getByRole('combobox', { name: 'Product', exact: true }).selectOption(String(product.id));
    await page.getByText(`In stock now: ${product.stock}`).waitFor();

    await page.getByLabel('Units to add').fill('7');
    await page.getByLabel('Waybill number (optional)').fill('E2E-WAY-7');
    await page.getByLabel('Note (optional)').fill('Delivery from the e2e journey');
    await page.getByRole('button', { name: 'Send the request' }).click();
    await page.getByRole('status').getByText('Stock-in request sent').waitFor();
    const card = page
      .getByTestId('stock-in-request')
      .filter({ hasText: 'E2E-WAY-7' })
      .filter({ hasText: product.name })
      .first();
    await card.getByText('Waiting').waitFor();
    await card.getByText('Units asked for: 7').waitFor();
    const [mine] = (await call<Paged<StockInRequest>>(`/seller/stock-in?product_id=${product.id}`, seller)).items;
    expect(mine).toMatchObject({ status: 'pending', quantity: 7, waybill: 'E2E-WAY-7' });

    // lowering needs a reason; with one, the stock drops and the history says why
    await page.getByLabel('Units to take away').fill('1');
    await page.getByRole('button', { name: 'Lower stock' }).click();
    await page.getByText('Say why, in at least 3 characters').waitFor();
    await page.getByLabel('Reason').fill('One unit damaged (e2e)');
    await page.getByRole('button', { name: 'Lower stock' }).click();
    await page.getByRole('status').getByText('Stock lowered').waitFor();
    await page.getByText(`In stock now: ${product.stock - 1}`).waitFor();
    await page.getByRole('heading', { name: 'Stock history of this product' }).waitFor();
    await page
      .getByText(/One unit damaged \(e2e\)/)
      .first()
      .waitFor();
    await expectCleanScreen(page);

    // the request's notice (300, under review) is unread: read it, then the rest at once (one more
    // request made here, so there is a rest on every run)
    await call('/seller/stock-in', seller, { product_id: product.id, quantity: 1, note: 'Second e2e delivery' });
    await nav.getByRole('link', { name: 'Notices' }).click();
    await page.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
    const notice = page
      .getByTestId('notice')
      .filter({ hasText: `Stock-in application #${mine!.id}` })
      .first();
    await notice.getByText('Under review').waitFor();
    await notice.getByText('New').waitFor();
    await expectCleanScreen(page);
    await notice.getByRole('button', { name: /Mark as read/ }).click();
    await notice.getByText('New').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page
      .getByRole('status')
      .getByText(/Notices marked as read/)
      .waitFor();
    // the marker, not the word: a notice's own title may say 'New' (a new message)
    await expect.poll(() => page.getByTestId('notice').locator('.notice-new').count()).toBe(0);
    expect((await call<{ count: number }>('/customer/info/notice_in_read', seller)).count).toBe(0);
    // the menu's count follows
    await expect.poll(() => nav.getByRole('link', { name: 'Notices' }).locator('.nav-count').count()).toBe(0);
    await page.close();
  });

  it('on a desktop: the menu is a sidebar, the dashboard, stock and notices screens are clean', async () => {
    const before = await ordersToShip();
    const page = await open(DESKTOP, 'dashboard');
    await checkDashboard(page, before);
    const nav = menu(page);
    const [first, last] = await Promise.all([
      nav.getByRole('link', { name: 'Dashboard' }).boundingBox(),
      nav.getByRole('link', { name: 'Shop settings' }).boundingBox(),
    ]);
    expect(first!.x).toBe(last!.x);
    expect(last!.y).toBeGreaterThan(first!.y);
    expect(await nav.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expectCleanScreen(page);
    await nav.getByRole('link', { name: 'Stock', exact: true }).click();
    await page.getByRole('heading', { name: 'Stock-in requests' }).waitFor();
    await page.getByRole('button', { name: 'Waiting' }).click();
    await expect.poll(() => page.url()).toContain('status=pending');
    await page.getByTestId('stock-in-request').first().getByText('Waiting').waitFor();
    await expectCleanScreen(page);
    await nav.getByRole('link', { name: 'Notices' }).click();
    await page.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
    await page.getByTestId('notice').first().waitFor();
    await expectCleanScreen(page);
    await page.close();
  });
});
