/**
 * The architecture, as rules `npm test` checks (npx depcruise -c .dependency-cruiser.cjs src server/src types admin/src test).
 * Read top to bottom, it is the map of the code:
 *
 *   types/                  the contract shared by app and server: imports nothing from src/ or server/
 *   types/<context>/        one context's contract: shapes.ts, constants.ts, endpoints.ts, admin-*.ts are zod-free;
 *                           schemas.ts holds the zod input rules, which the app and console import for types only
 *   src/shared/             the app's platform layer (request client, i18n, routes, ui): imports no feature, no page
 *   src/features/<area>/    one business area of the app: imports shared/ and types/, another feature only
 *                           through that feature's index.ts, and never a page
 *   src/pages/              thin views over features
 *   server/src/http, db, integrations   the server's platform layer: imports no context
 *   server/src/contexts/<c>/  one bounded context: imports another context only through its index.ts, and only
 *                           downwards in CONTEXT_ORDER below
 *   server/src/contexts/<c>/tables/  the tables the context writes; its modules import them, no other context does
 *                           (tableOwnership below); server/src/db/schema.ts gathers them all for drizzle
 *   server/src/contexts/<c>/<module>/  the modules of a context are layered too: a module above composes the
 *                           modules below it, which never import it back (moduleLayering below)
 *   server/src/app.ts, main.ts, server/seed/   use a context through its index.ts; seeding also through seeding.ts
 *   test/api/               the API tests, likewise: a context through its index.ts or seeding.ts
 *
 * and nothing anywhere imports in a circle: not between files, and not between the modules of a context.
 */
const exactly = (file) => `^${file.replace(/[.]/g, '\\.')}$`

/**
 * The contexts, lowest first; each may use only those before it. Areas still to come have their place already:
 * sales (staff selling, leads, commission) sits on commerce's orders; learning holds a learner's seats; classroom
 * (class sessions, attendance, documents) and exams (papers, attempts, scores) are contexts beside learning, above
 * it because they use its seats; training (the trainer's tool) composes classroom and exams; settlement pays out
 * what sales and training earned, so it sits above both. content and tools use nothing above catalog.
 */
const CONTEXT_ORDER = [
  'system', 'files', 'identity', 'catalog', 'commerce', 'sales', 'learning', 'classroom', 'exams', 'certification', 'training',
  'settlement', 'content', 'tools'
]

/**
 * Each context owns its tables (server/src/contexts/<c>/tables/). Its own modules import them; another context's
 * code may not, except its table files for a foreign key (drizzle's references() needs the column): a table file
 * may import the tables/index.ts of a context before it, or identity's (users) from any context. Everything else goes
 * through the owner's index.ts. Code outside the contexts (seed, tests) reads tables from server/src/db/schema.ts.
 */
const tableOwnership = [
  {
    name: 'context-tables-are-private',
    comment: "A context reads another context's data through that context's index.ts, never its tables.",
    severity: 'error',
    from: {
      path: '^server/src/contexts/([^/]+)/',
      pathNot: '^server/src/contexts/[^/]+/tables/'
    },
    to: { path: '^server/src/contexts/[^/]+/tables/', pathNot: '^server/src/contexts/$1/' }
  },
  {
    name: 'table-files-import-only-tables',
    comment: 'A table file imports drizzle, the contract and other tables (for a foreign key), nothing of the server.',
    severity: 'error',
    from: { path: '^server/src/contexts/[^/]+/tables/' },
    to: { path: '^server/', pathNot: ['^server/src/contexts/[^/]+/tables/'] }
  },
  {
    name: 'schema-gathers-only-tables',
    comment: 'server/src/db/schema.ts, the one platform file that knows the contexts, imports only their tables.',
    severity: 'error',
    from: { path: '^server/src/db/schema\\.ts$' },
    to: { path: '^server/src/contexts/', pathNot: '^server/src/contexts/[^/]+/tables/index\\.ts$' }
  }
]

/**
 * The modules of a context (its folders: commerce/order, commerce/payment, identity/auth, …) form layers. A module
 * ABOVE composes modules below it: checkout uses order, payment and invoice; learner-orders shows an order with its
 * payment, refund, invoice and logistics. A module below never imports one above, not even a type. So when two
 * modules seem to need each other, move the code that needs both up into a module above them (or let the lower one
 * expose what the upper one needs), never the other way round. Today, "a > b" meaning a sits above b:
 *
 *   identity   phone > wechat > auth > users, sms     profile > users     address
 *   catalog    pricing > goods, coupon, points       mini-code > goods    admin-goods > goods, agreements
 *   commerce   checkout > learner-orders > payment, refund, invoice, logistics > order
 *              notify > refund > payment > invoice    admin > refund, invoice, logistics
 *   content    assistant, search > retrieval > faq
 *              home > banners > news                 home > notices, stories
 *
 * The rule only names the pair of modules whose import closes a circle; the printed path shows the circle.
 * dependency-cruiser's folder rules cannot restrict that path (`via` is ignored for folders), so code outside the
 * contexts must not lead back into a module either: it enters a context only through its entry files
 * (outside-code-through-context-entries).
 */
const moduleLayering = {
  name: 'no-module-cycles-in-a-context',
  comment: 'The modules of a context are layers: a module above composes the ones below; they never import it back.',
  severity: 'error',
  scope: 'folder',
  from: { path: '^server/src/contexts/([^/]+)/[^/]+$' },
  to: { path: '^server/src/contexts/$1/[^/]+', circular: true }
}

/**
 * API tests that still reach into a context's modules (written before the rule below). Every other test file, and
 * every new one, uses a context through its index.ts or seeding.ts, like app.ts and the seed do. Take a file off
 * this list when it moves; add one only for a test of a module's pure functions that no endpoint exposes alone.
 */
const API_TESTS_REACHING_INTO_CONTEXTS = [
  // Unit tests of the pure price arithmetic and of the order and refund transition tables.
  'test/api/catalog/pricing-math.test.ts',
  'test/api/commerce/order-transitions.test.ts',
  // Unit tests of the retrieval's pure text functions (passage splitting, scoring), which no endpoint exposes alone.
  'test/api/content/assistant-passages.test.ts'
]

const IDENTITY_TABLES = '^server/src/contexts/identity/tables/index\\.ts$'

/** A context may use the contexts listed before it, never those after it (fastify refuses the wrong order too). */
const contextLayering = CONTEXT_ORDER.map((name, i) => ({
  name: `context-${name}-not-upwards`,
  comment: `The ${name} context may not depend on contexts after it in ${CONTEXT_ORDER.join(' → ')}.`,
  severity: 'error',
  from: { path: `^server/src/contexts/${name}/` },
  // identity's tables are the one way up: every context's tables may reference users (files' uploads too); only
  // table files may import them at all (context-tables-are-private).
  to: { path: `^server/src/contexts/(${CONTEXT_ORDER.slice(i + 1).join('|') || 'none'})/`, pathNot: IDENTITY_TABLES }
}))

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere: a cycle means two modules are really one, or one knows too much.',
      severity: 'error',
      from: {},
      to: { circular: true }
    },
    {
      name: 'contract-is-standalone',
      comment: 'types/ is the contract: app and server import it; it imports neither.',
      severity: 'error',
      from: { path: '^types/' },
      to: { path: '^(src|server|admin)/' }
    },
    {
      name: 'console-through-the-contract',
      comment: 'The back office (admin/) talks to the server over HTTP and shares only types/ with the app.',
      severity: 'error',
      from: { path: '^admin/' },
      to: { path: '^(src|server)/' }
    },
    {
      name: 'nothing-imports-the-console',
      comment: 'The console has its own bundle: neither the app nor the server may import it.',
      severity: 'error',
      from: { path: '^(src|server|types)/' },
      to: { path: '^admin/' }
    },
    {
      name: 'console-without-zod',
      comment: 'The console shows the server\'s field messages; zod and schema files stay out of its bundle.',
      severity: 'error',
      from: { path: '^admin/' },
      to: { path: ['node_modules/zod/', '^types/.+/schemas\\.ts$'], dependencyTypesNot: ['type-only'] }
    },
    {
      name: 'endpoint-definitions-without-zod',
      comment: 'The app imports endpoint definitions at run time, so they must not pull zod into its bundle.',
      severity: 'error',
      from: { path: ['^types/define\\.ts$', '^types/.+endpoints\\.ts$'] },
      to: { path: ['node_modules/zod/', '^types/.+/schemas\\.ts$'], dependencyTypesNot: ['type-only'] }
    },
    {
      name: 'zod-only-in-schema-files',
      comment: 'In the contract only files named schemas.ts hold zod; shapes, constants and endpoints stay zod-free.',
      severity: 'error',
      from: { path: '^types/', pathNot: '/schemas\\.ts$' },
      to: { path: 'node_modules/zod/' }
    },
    {
      name: 'app-without-zod',
      comment: 'zod and every schema stay out of the app bundle: the app may only import types from schema files.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: 'node_modules/zod/', dependencyTypesNot: ['type-only'] }
    },
    {
      name: 'app-imports-no-schema-at-run-time',
      comment: 'Contract files that define zod schemas are imported by the app for their types only.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^types/.+/schemas\\.ts$', dependencyTypesNot: ['type-only'] }
    },
    {
      name: 'app-not-into-server',
      comment: 'The app talks to the server over HTTP only.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' }
    },
    {
      name: 'server-not-into-app',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/' }
    },
    {
      name: 'shared-imports-no-feature',
      comment: 'src/shared is below the features: it may not know any of them, nor any page.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(features|pages)/' }
    },
    {
      name: 'feature-imports-no-page',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/pages/' }
    },
    {
      name: 'feature-through-its-entry',
      comment: 'Another feature is used only through its index.ts, never its internals.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'] }
    },
    {
      name: 'server-platform-imports-no-context',
      comment: 'http/, db/ and integrations/ are below the contexts: they may not know any of them.',
      severity: 'error',
      from: { path: '^server/src/(http|db|integrations)/', pathNot: '^server/src/db/schema\\.ts$' },
      to: { path: '^server/src/contexts/' }
    },
    {
      name: 'context-through-its-entry',
      comment:
        "Another context is used only through its index.ts (services and types), never its repo or routes; its " +
        'tables/index.ts only where context-tables-are-private allows.',
      severity: 'error',
      from: { path: '^server/src/contexts/([^/]+)/' },
      to: {
        path: '^server/src/contexts/([^/]+)/',
        pathNot: ['^server/src/contexts/$1/', '^server/src/contexts/[^/]+/(tables/)?index\\.ts$']
      }
    },
    {
      name: 'outside-code-through-context-entries',
      comment:
        'app.ts, main.ts and the demo seed use a context only through its index.ts; seeding also through its ' +
        'seeding.ts (what demo data is written with). Reaching into a module would also blur the module layers.',
      severity: 'error',
      from: { path: '^server/', pathNot: ['^server/src/contexts/', '^server/src/db/schema\\.ts$'] },
      to: { path: '^server/src/contexts/[^/]+/', pathNot: '^server/src/contexts/[^/]+/(index|seeding)\\.ts$' }
    },
    {
      name: 'api-tests-through-context-entries',
      comment:
        'API tests use a context as the server does: through its index.ts, or seeding.ts for what they write and ' +
        'read back directly. So a test never pins a module\'s internals, and moving code inside a context moves no test.',
      severity: 'error',
      from: { path: '^test/api/', pathNot: API_TESTS_REACHING_INTO_CONTEXTS.map(exactly) },
      to: { path: '^server/src/contexts/[^/]+/', pathNot: '^server/src/contexts/[^/]+/(index|seeding)\\.ts$' }
    },
    ...tableOwnership,
    ...contextLayering,
    moduleLayering
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] }
  }
}
