// What Taro's H5 router imports from @tarojs/components to draw its tab bar, for this app's H5 build only.
// The app draws its own tab bar on H5 (`tabBar.custom`, src/shared/platform/tab-bar.ts), so the router returns
// before it would define `taro-tabbar`; its static import still put Stencil's client runtime (about 150 KB of
// source) and the tab bar's web component in the framework chunk, evaluated on every first load. Should the
// router ever call it, it says so instead of drawing a second bar.
export function defineCustomElementTaroTabbar() {
  throw new Error('The H5 tab bar is the app\'s own (tabBar.custom): Taro\'s taro-tabbar is not built in')
}
