// Module boundaries (DESIGN §1, §4, §7), checked in CI by `npm run lint`. A rule names what may not
// be imported; the message says where the code belongs instead.

/**
 * Files of an API module that other modules may import besides its `*.service.ts` files, each for
 * a reason that a service function would not serve better.
 */
const API_PUBLIC = [
  // the one module that posts money: every other module calls its post() inside its own
  // transaction (DESIGN §3, "one module posts")
  '^apps/api/src/modules/wallet/ledger[.]ts$',
  // the card processor adapter (DESIGN §6): app.ts picks the provider, and the modules that charge
  // a card (checkout, wallet top-up) take it and its types
  '^apps/api/src/modules/payments/card-provider[.]ts$',
  // the one projection of a product as a card (columns, translation join, image paths), so a
  // wishlist, a compare list and a cart line read a product the way the catalogue answers it
  '^apps/api/src/modules/catalog/product[.]sql[.]ts$',
];

module.exports = {
  forbidden: [
    {
      name: 'api-module-boundary',
      comment:
        "An API module imports another module's *.service.ts (or a file listed in API_PUBLIC), never its repo, SQL or helpers.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '[.]service[.]ts$', ...API_PUBLIC],
      },
    },
    {
      name: 'api-lib-db-no-routes',
      comment: 'lib/ and db/ (seed data aside) are below the routes: they import no route file.',
      severity: 'error',
      from: { path: '^apps/api/src/(lib|db)/', pathNot: '^apps/api/src/db/seed/' },
      to: { path: '[.]routes[.]ts$' },
    },
    {
      name: 'contract-stays-plain',
      comment: 'packages/contract is shared by server and browser: no Fastify, Drizzle, React, pg, nor apps/*.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: {
        path: ['^apps/', '(^|/)node_modules/(fastify|@fastify/|drizzle-orm|react|react-dom|pg|@electric-sql/)'],
      },
    },
    {
      name: 'web-components-stay-dumb',
      comment: 'components/ are design-system pieces: no feature or area code (DESIGN §1).',
      severity: 'error',
      from: { path: '^apps/web/src/components/' },
      to: { path: '^apps/web/src/(features|areas)/' },
    },
    {
      name: 'web-lib-below-features',
      comment: 'lib/ (api client, format, storage) is below features and areas.',
      severity: 'error',
      from: { path: '^apps/web/src/lib/' },
      to: { path: '^apps/web/src/(features|areas|components)/' },
    },
    {
      name: 'web-features-independent',
      comment: 'Features do not import each other: a screen composes them (DESIGN §4).',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/[^/]+/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-features-below-areas',
      comment: 'Features serve every area; an area composes them, not the other way round.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/areas/' },
    },
    {
      name: 'web-areas-apart',
      comment: 'A storefront visitor never downloads seller or admin code, and the other areas stand alone too.',
      severity: 'error',
      from: { path: '^apps/web/src/areas/([^/]+)/' },
      to: { path: '^apps/web/src/areas/[^/]+/', pathNot: '^apps/web/src/areas/$1/' },
    },
    {
      name: 'web-chart-seller-dashboard-only',
      comment:
        "chart.js draws the seller dashboard's sales chart and the admin area's charts (components/bar-chart.tsx: finance, dashboard, reports) and nothing else: no other screen (above all no storefront screen) may pull it into its download.",
      severity: 'error',
      from: {
        pathNot: [
          '^apps/web/src/features/(seller-dashboard|admin-finance)/',
          '^apps/web/src/components/bar-chart[.]tsx$',
        ],
      },
      to: { path: '(^|/)node_modules/chart[.]js/' },
    },
    {
      name: 'web-bar-chart-admin-only',
      comment:
        "The shared bar chart (chart.js) is for the admin area and the storefront's affiliate page, a lazily loaded screen of its own: the chart comes with them, never with the home page.",
      severity: 'error',
      from: { pathNot: '^apps/web/src/(features/admin-[^/]+|features/affiliate|areas/admin)/' },
      to: { path: '^apps/web/src/components/bar-chart[.]tsx$' },
    },
    {
      name: 'web-store-contract-subpaths',
      comment:
        "Storefront code takes values (schemas, lists) from a contract subpath (@polymart/contract/wallet), not the index, so a screen does not pull every schema into the home page's download. Type-only imports are free. The seller area's features load only there.",
      severity: 'error',
      from: {
        path: '^apps/web/src/(areas/store|components|lib|features)/',
        pathNot: '^apps/web/src/features/seller-',
      },
      to: { path: '^packages/contract/src/index[.]ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // npm packages are seen (the contract rule names some) but not looked into
    doNotFollow: { path: '(^|/)node_modules/' },
    // our build output is not source; a package's dist/ under node_modules stays visible, or a rule
    // on an npm package that ships from dist/ (chart.js) would never see it imported
    exclude: { path: ['^(apps|packages)/[^/]+/(dist|coverage)/', '^(dist|coverage)/', '^bench/(dist|coverage)/'] },
    // type-only imports count: a type is part of what one module knows about another
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
