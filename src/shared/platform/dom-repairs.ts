// H5 only: markup that third-party components render wrongly, repaired as it appears (a MutationObserver), since
// their sources live in node_modules.
// - Taro's tab bar renders each item as <a href="javascript:;"> (@tarojs/components taro-tabbar) and handles the
//   tap in its own click handler; the browser then follows the javascript: URL, which our Content-Security-Policy
//   refuses (script-src has no 'unsafe-inline'), logging a violation on every tab tap. The URL does nothing, so it
//   is taken off; each link stays a keyboard-reachable button.
// - NutUI's Checkbox and Radio write their role as `aria-role` (not an attribute) beside `aria-checked`, so
//   screen readers meet a div claiming to be checked; the role is moved to `role`.

const SCRIPT_LINKS = 'a[href^="javascript:" i]'
const MISNAMED_ROLES = '[aria-role]'

function disarmLink(link: Element): void {
  link.removeAttribute('href')
  if (!link.hasAttribute('role')) link.setAttribute('role', 'button')
  if (!link.hasAttribute('tabindex')) link.setAttribute('tabindex', '0')
}

function renameRole(element: Element): void {
  const role = element.getAttribute('aria-role')
  element.removeAttribute('aria-role')
  if (role && !element.hasAttribute('role')) element.setAttribute('role', role)
}

/** The element itself and everything under it. */
function repair(root: Element): void {
  if (root.matches(SCRIPT_LINKS)) disarmLink(root)
  if (root.matches(MISNAMED_ROLES)) renameRole(root)
  root.querySelectorAll(SCRIPT_LINKS).forEach(disarmLink)
  root.querySelectorAll(MISNAMED_ROLES).forEach(renameRole)
}

export function installDomRepairs(doc: Document = document): void {
  repair(doc.documentElement)
  // One pass over the document per batch of changes: a first render adds hundreds of elements in a batch (Stencil
  // moves each component's children), and two selector queries per added element cost more than two in all.
  new MutationObserver(() => repair(doc.documentElement)).observe(doc.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['href', 'aria-role'] })
  // A link that slips through between its insertion and the observer's callback is still never followed.
  doc.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(SCRIPT_LINKS)) event.preventDefault()
  }, true)
}
