// The carousel's measures, shared by its H5 and mini-program versions (and app.scss's first-screen placeholder
// repeats them): the full width less 12 px each side, at the pictures' 750×360 ratio, on the 375 px design width.
/** How long each banner stays before the next: long enough to read a headline. */
export const BANNER_INTERVAL_MS = 4000
export const BANNER_HEIGHT_PX = Math.round((375 - 24) * 360 / 750)
