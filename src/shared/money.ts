// Money is integer fen on the wire (api-conventions.md); the app only formats it, through the one rule in
// types/money.ts (¥2,980 · ¥19.90 · -¥447), shared with the server's messages.
export { minusPrice, price, yuan, yuanInputValue } from '@contract/money'
