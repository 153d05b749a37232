// Public entry of the account feature: what other features may use. Everything else in features/account is
// the account area's own.
export { listAddresses } from './api'
export { addressText, regionText } from './address-text'
