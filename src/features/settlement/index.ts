// What other features may import from settlement: nothing yet (its pages use the feature directly).
export { percentText } from './format'
