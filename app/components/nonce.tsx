import { createContext, use } from 'react'

// The CSP nonce exists only on the server; the browser hides nonce attributes, so the client uses ''.
export const NonceContext = createContext('')

export function useNonce(): string {
  return use(NonceContext)
}
