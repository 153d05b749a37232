// Route paths the shared layer navigates to. Pages elsewhere navigate through their own feature code.
export const HOME_PATH = '/pages/entry/index'
export const LOGIN_PATH = '/pages/boot/bindPhone'
export const MINE_PATH = '/pages/entry/mine'

/** The five tab pages (spec §2); a tab page is opened with switchTab, never navigateTo. */
export const TAB_PATHS = [HOME_PATH, '/pages/entry/course', '/pages/entry/train', '/pages/entry/about', MINE_PATH]

export function isTabPath(path: string): boolean {
  const clean = '/' + path.replace(/^\//, '').split('?')[0]
  return TAB_PATHS.includes(clean)
}
