// What other features may use of the sales area: nothing yet (its pages import its modules directly).
export { rateText } from './format'
