/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.scss'

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'h5'
    /** API host baked in at build time; empty = same origin (the H5 site served by our server). */
    TARO_APP_API_HOST: string
    /** Base URL of uploaded files; empty = the API host. */
    TARO_APP_STATIC_BASE: string
    /** Tencent Maps key for the H5 venue map; empty = the address as text. */
    TARO_APP_MAP_KEY: string
  }
}
