// Page parameters that arrive through a mini-program code (小程序码). WeChat opens the code's page with one query
// parameter, `scene`, holding what the code was made with ('id=12'), URL-encoded ('id%3D12'). The server makes
// scenes in query-string form, so they are read like a query string, by hand: the mini-program runtime has no
// URLSearchParams.

/** decodeURIComponent that leaves malformed text (a stray '%') as it is instead of throwing. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The value of `name` in a scene such as 'id%3D12' or 'id=12&from=poster'; undefined when it is not there. */
export function sceneParam(scene: string | undefined, name: string): string | undefined {
  if (!scene) return undefined
  // Decoding twice is harmless for our scenes and covers a runtime that already decoded the parameter once.
  for (const pair of decode(scene).split('&')) {
    const at = pair.indexOf('=')
    if (at > 0 && decode(pair.slice(0, at)) === name) return decode(pair.slice(at + 1))
  }
  return undefined
}

/** The page parameter `name`, or the same name inside `scene` when the page was opened by a mini-program code. */
export function pageParam(params: Partial<Record<string, string>>, name: string): string | undefined {
  return params[name] ?? sceneParam(params.scene, name)
}
