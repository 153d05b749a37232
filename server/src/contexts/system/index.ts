// Public entry of the system context.
export { systemContext } from './plugin'
export { APP_VERSION } from './service'
