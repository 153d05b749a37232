// Choosing how to pay: which channels fit the container (from what the server offers) and the chooser component.
export { channelsFor, containerOf, currentContainer, isAlipayChannel, type PayContainer } from './channels'
export { getPayMethods } from './api'
export { CheckoutPayMethod } from './checkout-pay-method'
export { MethodChooser } from './method-chooser'
export { openProviderPage } from './provider-page'
