// H5 only. Taro's tab bar renders each item as <a href="javascript:;"> (@tarojs/components taro-tabbar) and
// handles the tap in its own click handler; the browser then follows the javascript: URL, which our
// Content-Security-Policy refuses (script-src has no 'unsafe-inline'), logging a violation on every tab tap. The
// URL does nothing, so it is taken off such links as they appear; each stays a keyboard-reachable button.

const SCRIPT_LINKS = 'a[href^="javascript:" i]'

function disarmLink(link: Element): void {
  link.removeAttribute('href')
  if (!link.hasAttribute('role')) link.setAttribute('role', 'button')
  if (!link.hasAttribute('tabindex')) link.setAttribute('tabindex', '0')
}

/** The element itself and everything under it. */
function disarm(root: Element): void {
  if (root.matches(SCRIPT_LINKS)) disarmLink(root)
  root.querySelectorAll(SCRIPT_LINKS).forEach(disarmLink)
}

export function installScriptLinkGuard(doc: Document = document): void {
  disarm(doc.documentElement)
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.target instanceof Element && record.type === 'attributes') disarm(record.target)
      record.addedNodes.forEach((node) => { if (node instanceof Element) disarm(node) })
    }
  }).observe(doc.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['href'] })
  // A link that slips through between its insertion and the observer's callback is still never followed.
  doc.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(SCRIPT_LINKS)) event.preventDefault()
  }, true)
}
