// H5 only: markup that third-party components render wrongly, repaired as it appears (a MutationObserver), since
// their sources live in node_modules: NutUI's Checkbox and Radio write their role as `aria-role` (not an attribute)
// beside `aria-checked`, so screen readers meet a div claiming to be checked; the role is moved to `role`.

const MISNAMED_ROLES = '[aria-role]'

function renameRole(element: Element): void {
  const role = element.getAttribute('aria-role')
  element.removeAttribute('aria-role')
  if (role && !element.hasAttribute('role')) element.setAttribute('role', role)
}

/** The element itself and everything under it. */
function repair(root: Element): void {
  if (root.matches(MISNAMED_ROLES)) renameRole(root)
  root.querySelectorAll(MISNAMED_ROLES).forEach(renameRole)
}

export function installDomRepairs(doc: Document = document): void {
  repair(doc.documentElement)
  // One pass over the document per batch of changes: a first render adds hundreds of elements in a batch, and a
  // selector query per added element costs more than one in all.
  new MutationObserver(() => repair(doc.documentElement)).observe(doc.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-role'] })
}
