// The console's sign-in token, kept in localStorage under its own key (the H5 site keeps its own elsewhere).
const TOKEN_KEY = 'fitedu-admin-token'

export const readToken = (): string => localStorage.getItem(TOKEN_KEY) ?? ''
export const saveToken = (token: string): void => localStorage.setItem(TOKEN_KEY, token)
export const clearToken = (): void => localStorage.removeItem(TOKEN_KEY)
