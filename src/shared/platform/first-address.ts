// H5 only: the address the site was opened at, checked before Taro's router reads it. A deep link to a page that
// needs a signed-in user (the route table's signIn) is rewritten to the login page while there is no token, so the
// router never creates that page: its title and content cannot show for a moment before the login page. Signing in
// continues to the address asked for (navigation.ts keeps it).
import { rememberSignInTarget } from '../navigation'
import { storedToken } from '../request'
import { LOGIN_PATH, needsSignIn } from '../routes'

/** The parts of `window` this needs, so a test can hand in its own. */
export interface AddressBar {
  location: { pathname: string; search: string; hash: string }
  history: { state: unknown; replaceState(state: unknown, title: string, url: string): void }
}

/** Must run before the router is created (app.ts's module body does: the H5 entry imports the app first). */
export function gateFirstAddress(bar: AddressBar): void {
  const { pathname, search } = bar.location
  if (!needsSignIn(pathname) || storedToken()) return
  rememberSignInTarget(pathname + search)
  bar.history.replaceState(bar.history.state, '', LOGIN_PATH)
}
