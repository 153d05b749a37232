// Public entry of the files context: the only file another context may import (see .dependency-cruiser.cjs).
export { filesContext } from './plugin'
export type { FilesContext } from './context'
/** Which of these upload paths this user uploaded: a form may only point at the user's own files. */
export { findOwnedUploadPaths } from './repo'
export { detectFileType, SNIFF_BYTES } from './file-type'
export { newKey } from './service'
