// spec: app version 1.0.1, version code 101.
export const APP_VERSION = '1.0.1'
export const APP_VERSION_CODE = 101
