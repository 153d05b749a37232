// The `pages`, `subPackages` and `preloadRule` of src/app.config.ts, built from the route table: the main package
// lists its built pages (the home tab first: WeChat opens the first page), each subpackage its built pages relative
// to its root. app.config.ts runs in Node at build time (Taro bundles it with esbuild, tsconfig paths included),
// so this file imports nothing that needs the app's runtime.
import { PACKAGES, ROUTES, type PackageName, type RouteDef } from './routes'

export interface AppPackages {
  pages: string[]
  subPackages: { root: string; pages: string[] }[]
  preloadRule: Record<string, { network: 'all'; packages: string[] }>
}

const routeEntries = Object.entries(ROUTES) as [string, RouteDef][]

export function appPackages(): AppPackages {
  const built = routeEntries.filter(([, def]) => def.built)
  const pagesOf = (pkg: PackageName) => built.filter(([, def]) => def.pkg === pkg).map(([path]) => path)
  const subPackages = (Object.keys(PACKAGES) as PackageName[])
    .filter((pkg) => pkg !== 'main')
    .map((root) => ({ root, pages: pagesOf(root).map((path) => path.slice(root.length + 1)) }))
    .filter((pkg) => pkg.pages.length > 0)
  const preloadRule = Object.fromEntries(built.filter(([, def]) => def.preload?.length)
    .map(([path, def]) => [path, { network: 'all' as const, packages: [...def.preload!] }]))
  return { pages: pagesOf('main'), subPackages, preloadRule }
}
