// Taro's <Map> and <Video> on H5, built here rather than imported from '@tarojs/components'. That package's React
// wrappers live in one module, and webpack keeps a wrapper there (with its element's code) when any page uses it:
// the map element with hammer.js and the video element with its controls (about 110 KB minified) would then be
// part of the chunk every page loads. Built here, they travel only with the pages that show a map or a video.
// The mini-program uses its native components (media-elements.weapp.tsx).
import type { Map as TaroMap, Video as TaroVideo } from '@tarojs/components'
// These deep paths are the same modules '@tarojs/components' itself builds its wrappers from.
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/index.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElement as defineMap } from '@tarojs/components/dist/components/taro-map-core.js'
import { defineCustomElement as defineVideo } from '@tarojs/components/dist/components/taro-video-core.js'

export const Map = createReactComponent('taro-map-core', undefined, manipulatePropsFunction, defineMap) as unknown as typeof TaroMap
export const Video = createReactComponent('taro-video-core', undefined, manipulatePropsFunction, defineVideo) as unknown as typeof TaroVideo
