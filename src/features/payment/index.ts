// Choosing how to pay: which channels fit the container (from what the server offers) and the chooser component.
export { channelsFor, containerOf, currentContainer, isAlipayChannel, type PayContainer } from './channels'
export { MethodChooser } from './method-chooser'
