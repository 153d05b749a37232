// The mini-program's native map and video (on H5 they are built in media-elements.tsx, to keep them out of the
// chunk every page loads).
export { Map, Video } from '@tarojs/components'
