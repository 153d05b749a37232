// The console: refine over our own API (one data provider over types/<ctx>/endpoints), Ant Design in the product's
// theme, routes built from the area registry. Every route needs a signed-in operator; a route the user's roles
// can't use shows "no permission" (the server refuses it anyway).
import { ErrorComponent, ThemedLayout, ThemedTitle, useNotificationProvider } from '@refinedev/antd'
import '@refinedev/antd/dist/reset.css'
import { Authenticated, CanAccess, Refine, type ResourceProps } from '@refinedev/core'
import routerProvider, { CatchAllNavigate, DocumentTitleHandler, UnsavedChangesNotifier } from '@refinedev/react-router'
import { App as AntdApp, ConfigProvider } from 'antd'
import type { ComponentType } from 'react'
import { BrowserRouter, Outlet, Route, Routes } from 'react-router'
import { ADMIN_RESOURCES, resourceNoun } from './areas'
import type { AdminResource } from './areas/types'
import { AdminHeader } from './components/AdminHeader'
import { Forbidden, Landing } from './components/Landing'
import { LoginPage } from './pages/LoginPage'
import { accessControlProvider } from './providers/access-control'
import { authProvider } from './providers/auth-provider'
import { dataProvider } from './providers/data-provider'
import { currentLocale, i18nProvider, translate } from './providers/i18n-provider'
import type { I18nProvider } from '@refinedev/core'
import { antdLocaleFor, consoleTheme } from './theme'

const ACTIONS = ['list', 'create', 'edit', 'show'] as const
const ACTION_PATHS = { list: '', create: '/create', edit: '/edit/:id', show: '/show/:id' }

function refineResource(resource: AdminResource): ResourceProps {
  const routes = Object.fromEntries(
    ACTIONS.filter((action) => resource[action]).map((action) => [action, `/${resource.name}${ACTION_PATHS[action]}`])
  )
  return {
    name: resource.name,
    ...routes,
    meta: { label: translate(resource.label), icon: resource.icon, parent: resource.parent, hide: resource.hidden, canDelete: Boolean(resource.api.remove) }
  }
}

function guarded(resource: string, action: string, Page: ComponentType) {
  return (
    <CanAccess resource={resource} action={action} fallback={<Forbidden />}>
      <Page />
    </CanAccess>
  )
}

function resourceRoutes(resource: AdminResource) {
  return ACTIONS.map((action) => {
    const Page = resource[action]
    if (!Page) return null
    const path = `/${resource.name}${ACTION_PATHS[action]}`
    return <Route key={path} path={path} element={guarded(resource.name, action, Page)} />
  })
}

const Title = ({ collapsed }: { collapsed: boolean }) => (
  <ThemedTitle collapsed={collapsed} text={translate('shortTitle')} icon={<span aria-hidden style={{ color: '#0DBC3B', fontWeight: 700 }}>{translate('mark')}</span>} />
)

/**
 * refine names a record in its messages by the key `<resource>.<resource>` (已新建{{resource}}); it answers the
 * resource's noun instead of the route name.
 */
const consoleI18n: I18nProvider = {
  ...i18nProvider,
  translate: (key: string, options?: unknown, defaultMessage?: string) => {
    const [first, second, ...rest] = key.split('.')
    const noun = rest.length === 0 && first === second ? resourceNoun(first) : undefined
    return noun ? translate(noun) : i18nProvider.translate(key, options as never, defaultMessage)
  }
}

const theme = consoleTheme()

export function App() {
  const locale = currentLocale()
  return (
    <BrowserRouter basename="/admin">
      <ConfigProvider theme={theme} locale={antdLocaleFor(locale)}>
        <AntdApp>
          <Refine
            dataProvider={dataProvider}
            routerProvider={routerProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            i18nProvider={consoleI18n}
            notificationProvider={useNotificationProvider}
            resources={ADMIN_RESOURCES.map(refineResource)}
            options={{ syncWithLocation: true, warnWhenUnsavedChanges: true, disableTelemetry: true, title: { text: translate('shortTitle') } }}
          >
            <Routes>
              <Route
                element={
                  <Authenticated key="console" fallback={<CatchAllNavigate to="/login" />}>
                    <ThemedLayout Header={AdminHeader} Title={Title}>
                      <Outlet />
                    </ThemedLayout>
                  </Authenticated>
                }
              >
                <Route index element={<Landing />} />
                {ADMIN_RESOURCES.flatMap(resourceRoutes)}
                <Route path="*" element={<ErrorComponent />} />
              </Route>
              <Route
                element={
                  <Authenticated key="login" fallback={<Outlet />}>
                    <Landing />
                  </Authenticated>
                }
              >
                <Route path="/login" element={<LoginPage />} />
              </Route>
            </Routes>
            <UnsavedChangesNotifier />
            <DocumentTitleHandler handler={({ resource, action }) => documentTitle(resource?.meta?.label, action)} />
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  )
}

function documentTitle(label: unknown, action: string | undefined): string {
  const base = translate('documentTitle.default')
  if (typeof label !== 'string') return base
  const actionText = action && action !== 'list' ? ` · ${translate(`actions.${action}`)}` : ''
  return `${label}${actionText} | ${base}`
}
